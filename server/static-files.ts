import path from "node:path";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { MAX_REDIRECT_LENGTH, sameOriginPath } from "./guards/redirect.ts";

const TOO_LONG = "This address is too long.";

/** Fingerprinted assets, one canonical URL per page, then the other public files of the client build. */
export function mountStaticFiles(app: Express, clientDir: string) {
  // Fingerprinted assets never change.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );
  app.use(redirectToCanonicalUrl);

  const publicFiles = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    redirect: false,
    setHeaders: (res, file) => {
      if (file.endsWith(".pdf")) res.setHeader("Content-Disposition", "inline");
    },
  });
  // Prerendered .data files hold placeholders; the router answers those requests itself.
  app.use((req, res, next) => (req.path.endsWith(".data") ? next() : publicFiles(req, res, next)));
}

/**
 * One canonical URL per page, no trailing-slash redirects onto it. Prerendered pages at their exact
 * path never reach Express (the fast path answers them); other spellings render per request.
 */
function redirectToCanonicalUrl(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const query = req.originalUrl.slice(req.path.length);
  // The files behind prerendered pages are templates with placeholders; their page is the canonical URL.
  let target: string | undefined;
  if (req.path.endsWith("/index.html")) target = (req.path.slice(0, -"/index.html".length) || "/") + query;
  // The lookbehind starts the match only at the first slash of the run: linear on "//…//x/".
  else if (req.path.length > 1 && req.path.endsWith("/")) target = req.path.replace(/(?<!\/)\/+$/, "") + query;
  if (target === undefined) return next();
  if (target.length > MAX_REDIRECT_LENGTH) return res.status(414).type("text/plain").send(TOO_LONG);
  res.redirect(301, sameOriginPath(target));
}
