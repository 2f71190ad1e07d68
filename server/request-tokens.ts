import type { NextFunction, Request, Response } from "express";
import type { EntryExports } from "./build.ts";
import { csrfCookieOptions } from "./security.ts";

type CsrfFunctions = Pick<EntryExports, "CSRF_COOKIE" | "readCsrfCookie" | "createCsrfToken">;

/** A fresh nonce for every request, and its CSRF token: the visitor's cookie, or a new one set now. */
export function assignRequestTokens(csrf: CsrfFunctions, newNonce: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = newNonce();
    let token = csrf.readCsrfCookie(req.headers.cookie);
    if (!token) {
      token = csrf.createCsrfToken();
      res.cookie(csrf.CSRF_COOKIE, token, csrfCookieOptions(req.secure));
    }
    res.locals.csrfToken = token;
    next();
  };
}
