import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setDatabaseForTests } from "#app/platform/db/db.server.ts";
import { appMetrics, resetMetricsForTests } from "#app/platform/metrics.server.ts";
import { type TestDatabase, createTestDatabase } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { itMapsEach } from "#tests/maps-each.ts";
import { metricSample } from "#tests/metrics.ts";
import routes from "#app/routes.ts";
import { LABEL_CACHE_SIZE, createRouteLabeler, metricsRoute, observeRequests } from "./metrics-route.ts";

/* Issue 13, finding 7: GET /metrics in Prometheus format, behind a token. */

const TOKEN = "metrics-token-0123456789abcdef-0123";

/** The manifest shape React Router's build hands the server, made from app/routes.ts. */
function manifestFrom(config: typeof routes) {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: "root", path: "" },
  };
  const add = (entries: typeof routes, parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file;
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      if (entry.children) add(entry.children, id);
    }
  };
  add(config, "root");
  return manifest;
}

describe("GET /metrics", () => {
  let database: TestDatabase;
  let closeServer: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    applyTestEnv();
    resetMetricsForTests();
    database = await createTestDatabase("sqlite");
    setDatabaseForTests(database.handle);
  });
  afterEach(async () => {
    await closeServer?.();
    setDatabaseForTests(undefined);
    await database.dispose();
  });

  async function serve(token: string | undefined) {
    const app = express();
    app.get("/metrics", metricsRoute(appMetrics, token));
    app.get("/insights/:slug", (_req, res) => res.send("article"));
    app.use((_req, res) => res.status(404).send("nope"));
    const server = createServer(observeRequests(appMetrics, createRouteLabeler(manifestFrom(routes)), app));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closeServer = () => new Promise((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("does not exist without METRICS_TOKEN", async () => {
    const base = await serve(undefined);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/noema_/);
  });

  it("refuses a missing or wrong token with 401", async () => {
    const base = await serve(TOKEN);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("answers Prometheus text with requests counted by route pattern, not by URL", async () => {
    const base = await serve(TOKEN);
    await fetch(`${base}/insights/first-article`);
    await fetch(`${base}/insights/second-article`);
    await fetch(`${base}/no/such/page/${Date.now()}`);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const requests = (route: string, status: string) =>
      metricSample(text, "noema_http_requests_total", { method: "GET", route, status });
    expect(requests("/insights/:slug", "200")).toBe(2);
    expect(requests("/*", "404")).toBe(1);
    expect(text).not.toMatch(/first-article|no\/such/);
    expect(metricSample(text, "noema_outbox_rows", { status: "dead" })).toBe(0);
    expect(metricSample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  });
});

describe("route labels", () => {
  const label = createRouteLabeler(manifestFrom(routes));

  itMapsEach("%s counts as %s", label, [
    ["/", "/"],
    ["/_root.data", "/"],
    ["/insights/some-article", "/insights/:slug"],
    ["/insights/some-article.data", "/insights/:slug"],
    ["/contact", "/contact"],
    ["/assets/entry-abc123.js", "/assets/*"],
    ["/healthz", "/healthz"],
    ["/metrics", "/metrics"],
    ["/no/such/page", "/*"],
  ]);

  it("keeps each path's label when more paths than it remembers pass through", () => {
    const fresh = createRouteLabeler(manifestFrom(routes));
    expect(fresh("/contact")).toBe("/contact");
    for (let index = 0; index < LABEL_CACHE_SIZE * 2; index++) {
      expect(fresh(`/insights/article-${index}`)).toBe("/insights/:slug");
    }
    expect(fresh("/contact")).toBe("/contact");
    expect(fresh("/no/such/page")).toBe("/*");
  });
});
