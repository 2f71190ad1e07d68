import { createRequestHandler } from "@react-router/express";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Startup } from "./build.ts";

/** The React Router handler, given this request's nonce, CSRF token, client address and scheme. */
export function createRouterHandler(build: ServerBuild, startup: Startup) {
  return createRequestHandler({
    // Forms posted from SITE_URL pass React Router's origin check even when a proxy rewrote Host.
    build: { ...build, allowedActionOrigins: startup.allowedActionOrigins() },
    mode: "production",
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(startup.requestInfoContext, {
        nonce: res.locals.nonce as string,
        csrfToken: res.locals.csrfToken as string,
        clientIp: req.ip ?? "",
        secure: req.secure,
      });
      return context;
    },
  });
}

/** Last resort: log it, and never show a stack trace to a visitor. */
export function handleUncaughtError(error: unknown, req: Request, res: Response, _next: NextFunction) {
  req.log?.error({ err: error }, "unhandled error");
  if (res.headersSent) return;
  res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a moment.");
}

/** Headers the security middleware set that a response may name for itself (a download's CSP sandbox). */
const REPLACEABLE_SECURITY_HEADERS = new Set(["content-security-policy", "x-content-type-options"]);

/**
 * A static document (decision 064) names its inline scripts' hashes in a response header: they
 * replace the nonce in the CSP (the page security middleware runs again with them), the header
 * itself is dropped, and the document sets no cookie, so shared caches may keep it.
 */
export function applyDocumentPolicy(hashesHeader: string, pageSecurity: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const append = res.append.bind(res);
    res.append = (field: string, value?: string[] | string) => {
      // Appended, the page's CSP would stand beside the response's own, and both would apply.
      if (REPLACEABLE_SECURITY_HEADERS.has(field.toLowerCase()) && value !== undefined)
        return res.setHeader(field, value);
      if (field.toLowerCase() !== hashesHeader) return append(field, value);
      res.locals.scriptHashes = String(value ?? "");
      res.removeHeader("Set-Cookie");
      pageSecurity(req, res, () => undefined);
      return res;
    };
    next();
  };
}
