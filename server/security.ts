// Security headers and cookie options. The Express chain applies them, and the prerendered fast
// path records them from these same middleware at start-up, so both answer with one header set.
import type { CookieOptions, NextFunction, Request, Response } from "express";
import helmet from "helmet";

export function permissionsAndHsts(req: Request, res: Response, next: NextFunction) {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  // HSTS only means something over TLS (directly or via a trusted, TLS-terminating proxy).
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  next();
}

/** Health probes serve JSON only: nothing may load, frame or submit. */
export const healthSecurity = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  referrerPolicy: { policy: "no-referrer" },
  strictTransportSecurity: false,
});

/**
 * Pages: scripts only with this response's nonce (`res.locals.nonce`), or, for a static document,
 * only its own inline scripts by hash (`res.locals.scriptHashes`, decision 064), which also allows
 * no inline style. HSTS comes from permissionsAndHsts.
 */
export function createPageSecurity(siteIsHttps: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => scriptSources(res as Response)],
        styleSrc: [
          (_req, res) => (documentScripts(res as Response) === undefined ? "'self' 'unsafe-inline'" : "'self'"),
        ],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        frameSrc: ["https://www.openstreetmap.org"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(siteIsHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
}

const documentScripts = (res: Response) => res.locals.scriptHashes as string | undefined;

/** 'strict-dynamic': what a hashed script loads is trusted too, and nothing else ('self' is ignored). */
function scriptSources(res: Response) {
  const hashes = documentScripts(res);
  if (hashes === undefined) return `'nonce-${res.locals.nonce}'`;
  return `${hashes} 'strict-dynamic'`.trimStart();
}

export const csrfCookieOptions = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
});
