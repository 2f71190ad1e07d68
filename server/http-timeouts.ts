import type { ServerOptions } from "node:http";

/** The three server timeouts, in seconds, as the environment sets them (app/platform/env.server.ts). */
export interface HttpTimeouts {
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
  HTTP_HEADERS_TIMEOUT_SECONDS: number;
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: number;
}

/*
 * Node checks the request and headers timeouts only every connectionsCheckingInterval (30 s by
 * default), so a 20 s headers timeout could hold a slowloris connection for 50 s. Checking at a
 * quarter of the shorter timeout (at most every 5 s, at least every 250 ms) cuts it close to time;
 * the check walks the open connections, a few microseconds each.
 */
const checkEveryMs = (headersMs: number) => Math.min(5_000, Math.max(250, Math.floor(headersMs / 4)));

/** The options http.createServer takes for them. */
export function httpServerTimeouts(env: HttpTimeouts): ServerOptions {
  // Node takes whole milliseconds only; the environment allows fractions of a second.
  const ms = (seconds: number) => Math.round(seconds * 1000);
  const headersTimeout = ms(env.HTTP_HEADERS_TIMEOUT_SECONDS);
  return {
    requestTimeout: ms(env.HTTP_REQUEST_TIMEOUT_SECONDS),
    headersTimeout,
    keepAliveTimeout: ms(env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS),
    connectionsCheckingInterval: checkEveryMs(headersTimeout),
  };
}
