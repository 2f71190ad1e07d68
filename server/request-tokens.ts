import type { NextFunction, Request, Response } from "express";
import type { Startup } from "./build.ts";
import { csrfCookieOptions } from "./security.ts";

type CsrfFunctions = Pick<Startup, "CSRF_COOKIE" | "readCsrfCookie" | "createCsrfToken" | "usesCsrfToken">;

/**
 * A fresh nonce for every request. The CSRF token only where it is still used (the staff app and
 * the founder account, decision 066): the visitor's cookie, or a new one set now. Public pages
 * set no cookie, so their bytes are the same for everyone.
 */
export function assignRequestTokens(csrf: CsrfFunctions, newNonce: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = newNonce();
    let token = "";
    if (csrf.usesCsrfToken(req.path)) {
      token = csrf.readCsrfCookie(req.headers.cookie) ?? "";
      if (!token) {
        token = csrf.createCsrfToken();
        res.cookie(csrf.CSRF_COOKIE, token, csrfCookieOptions(req.secure));
      }
    }
    res.locals.csrfToken = token;
    next();
  };
}
