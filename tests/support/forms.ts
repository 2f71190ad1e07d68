import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { TEST_SITE_URL } from "./env.ts";

/** A CSRF token that passes the double-submit check when sent as both cookie and field. */
export const TEST_CSRF_TOKEN = "t".repeat(43);

/** A same-origin form POST with a matching CSRF cookie and field, as the browser sends it. */
export function formPost(path: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams({ ...fields, csrf: TEST_CSRF_TOKEN });
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    origin: TEST_SITE_URL,
    cookie: `noema_csrf=${TEST_CSRF_TOKEN}`,
  });
  return new Request(`${TEST_SITE_URL}${path}`, { method: "POST", headers, body });
}

/** What server.ts puts in the router context for each request. */
export function requestContext(clientIp = "203.0.113.10") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "nonce", csrfToken: TEST_CSRF_TOKEN, clientIp, secure: false });
  return context;
}
