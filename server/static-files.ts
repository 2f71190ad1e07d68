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
 * Every path is lower case (issue 26): React Router matches any case, while the nginx cache bypass,
 * the no-store and CSRF rules match lower case, so /INBOX/board could be cached. Other case is sent
 * to the lower-case path, a post with its method (308); the query keeps its case (tokens, cursors),
 * and /assets, whose fingerprinted names are mixed case, is served before this runs.
 */
function redirectToCanonicalUrl(req: Request, res: Response, next: NextFunction) {
  const query = req.originalUrl.slice(req.path.length);
  const lowerCase = req.path.toLowerCase();
  if (lowerCase !== req.path) {
    const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
    return redirectTo(res, status, lowerCase + query);
  }
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  // The files behind prerendered pages are templates with placeholders; their page is the canonical URL.
  let target: string | undefined;
  if (req.path.endsWith("/index.html")) target = (req.path.slice(0, -"/index.html".length) || "/") + query;
  // The lookbehind starts the match only at the first slash of the run: linear on "//…//x/".
  else if (req.path.length > 1 && req.path.endsWith("/")) target = req.path.replace(/(?<!\/)\/+$/, "") + query;
  if (target === undefined) return next();
  redirectTo(res, 301, target);
}

function redirectTo(res: Response, status: 301 | 308, target: string) {
  if (target.length > MAX_REDIRECT_LENGTH) return res.status(414).type("text/plain").send(TOO_LONG);
  res.redirect(status, sameOriginPath(target));
}
