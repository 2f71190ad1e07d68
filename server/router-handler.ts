import { createRequestHandler } from "@react-router/express";
import type { NextFunction, Request, Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { EntryExports } from "./build.ts";

/** The React Router handler, given this request's nonce, CSRF token, client address and scheme. */
export function createRouterHandler(build: ServerBuild, entry: EntryExports) {
  return createRequestHandler({
    // Forms posted from SITE_URL pass React Router's origin check even when a proxy rewrote Host.
    build: { ...build, allowedActionOrigins: entry.allowedActionOrigins() },
    mode: "production",
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(entry.requestInfoContext, {
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
