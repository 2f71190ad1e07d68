// GET /metrics (Prometheus) behind a bearer token, and per-request metrics labelled by route pattern.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { type RouteObject, matchRoutes } from "react-router";
import type { AppMetrics } from "#app/platform/metrics.server.ts";

/** The fields of a React Router build's route manifest that matching needs. */
export interface RouteManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** Paths the HTTP server answers itself, before the router. */
const SERVER_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** How many distinct paths keep their label; a fuzzer's endless paths only cycle the oldest out. */
export const LABEL_CACHE_SIZE = 1024;

/**
 * Maps a URL path to a bounded label: the matched route's pattern
 * ("/insights/:slug"), "/assets/*", a server path, or "*" for the rest. `.data`
 * requests (client navigations) count under the page they load.
 */
export function createRouteLabeler(manifest: Record<string, RouteManifestEntry | undefined>) {
  const entries = Object.values(manifest).filter((entry): entry is RouteManifestEntry => entry !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) =>
        entry.index
          ? { id: entry.id, index: true, path: entry.path }
          : { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive, children: childrenOf(entry.id) },
      );
  const routes = childrenOf(undefined);
  // matchRoutes flattens and ranks the whole route tree on every call (a fifth of the prerendered
  // fast path's CPU), so labels are remembered per path, a bounded number, oldest dropped first.
  const labels = new Map<string, string>();
  return (pathname: string): string => {
    const known = labels.get(pathname);
    if (known !== undefined) return known;
    const label = labelOf(pathname);
    if (labels.size >= LABEL_CACHE_SIZE) labels.delete(labels.keys().next().value as string);
    labels.set(pathname, label);
    return label;
  };

  function labelOf(pathname: string): string {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    if (SERVER_PATHS.has(pathname)) return pathname;
    const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
    // The home page's client navigations fetch /_root.data.
    const matches = matchRoutes(routes, page === "/_root" ? "/" : page);
    if (!matches) return "*";
    const pattern = matches
      .map((match) => match.route.path ?? "")
      .filter((path) => path !== "")
      .join("/")
      .replace(/\/+/g, "/");
    return `/${pattern.replace(/^\//, "")}`;
  }
}

/** Wraps the server's request handler so every answer (prerendered fast path included) is counted and timed. */
export function observeRequests(
  metrics: AppMetrics,
  routeLabel: (pathname: string) => string,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const start = process.hrtime.bigint();
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const pathname = (req.url ?? "/").split("?")[0] ?? "/";
      metrics.observeRequest(req.method ?? "GET", routeLabel(pathname), res.statusCode, seconds);
    });
    handler(req, res);
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** GET /metrics: 404 unless METRICS_TOKEN is set; then `Authorization: Bearer <token>` or 401. */
export function metricsRoute(metrics: AppMetrics, token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : undefined;
  return async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    if (!expected) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
      return;
    }
    res.type(metrics.contentType).send(await metrics.render());
  };
}
