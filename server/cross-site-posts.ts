import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import type { Startup } from "./build.ts";

type Gate = Pick<Startup, "isCrossSitePost" | "crossSiteRefusalPage">;

/** The request's origin as React Router's Express adapter builds `request.url` (X-Forwarded-Host only when trusted). */
function requestOrigin(req: Request): string {
  const forwarded = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = [forwarded, req.get("host")?.split(":")[1]]
    .map((part) => Number.parseInt(part ?? "", 10))
    .find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port === undefined ? "" : `:${port}`}`).origin;
}

/**
 * A post another site started gets a 403 page before any route runs (decision 066): React Router's
 * own origin check would answer a bare 400, and no action should see the body. Posts without
 * Fetch Metadata or Origin go on to the routes, whose checks refuse them in the form.
 */
export function refuseCrossSitePosts(gate: Gate, build: ServerBuild) {
  const stylesheets = siteStylesheets(build);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    let origin: string;
    try {
      origin = requestOrigin(req);
    } catch {
      return next(); // A Host no URL can hold: left to the router, which refuses it.
    }
    const headers = new Headers();
    for (const name of ["origin", "referer", "sec-fetch-site"]) {
      const value = req.get(name);
      if (value !== undefined) headers.set(name, value);
    }
    if (!gate.isCrossSitePost({ method: req.method, url: `${origin}/`, headers })) return next();
    req.log?.info(
      { secFetchSite: headers.get("sec-fetch-site"), origin: headers.get("origin") },
      "cross-site post refused",
    );
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .type("html")
      .send(gate.crossSiteRefusalPage(req.path, stylesheets));
  };
}

/** The stylesheets every page links (the root route's), so the refusal looks like the site. */
function siteStylesheets(build: ServerBuild): string[] {
  const root = build.routes.root?.module as { links?: () => { rel?: string; href?: string }[] } | undefined;
  const linked = (root?.links?.() ?? []).filter((link) => link.rel === "stylesheet").map((link) => link.href ?? "");
  return [...linked, ...(build.assets.routes.root?.css ?? [])].filter(Boolean);
}
