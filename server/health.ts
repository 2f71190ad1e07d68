import type { Express } from "express";
import type { AppMetrics } from "#app/platform/metrics.server.ts";
import { metricsRoute } from "./metrics-route.ts";
import { healthSecurity, permissionsAndHsts } from "./security.ts";

/** What the probes report besides the database: set once the process starts shutting down. */
export interface ServerState {
  draining: boolean;
}

/**
 * `/healthz` (the process answers), `/readyz` (the database answers too, and the process is not shutting
 * down), both uncached, and `/metrics` (Prometheus, behind METRICS_TOKEN; 404 without it).
 */
export function mountHealthRoutes(
  app: Express,
  {
    checkDatabase,
    metrics,
    metricsToken,
    state,
  }: { checkDatabase: () => Promise<void>; metrics: AppMetrics; metricsToken?: string; state: ServerState },
) {
  // Probes answer before logging and cookies, yet with the same hardening as every other response.
  app.use(["/healthz", "/readyz", "/metrics"], healthSecurity, permissionsAndHsts);
  app.get("/metrics", metricsRoute(metrics, metricsToken));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (state.draining) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    try {
      await checkDatabase();
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });
}
