import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";
import { deferHydration } from "~/server/deferred-hydration.server";
import { requestInfoContext } from "~/server/request-context.server";

// server.ts reaches these through the build so that it shares module state with the routes.
export { requestInfoContext, NONCE_PLACEHOLDER, CSRF_PLACEHOLDER } from "~/server/request-context.server";
export { CSRF_COOKIE, createCsrfToken, readCsrfCookie } from "~/server/csrf.server";
export { getEnv } from "~/server/env.server";
export { getSiteConfig } from "~/server/site.server";
export { migrateToLatest, checkDatabase } from "~/server/db/db.server";
export { startOutboxWorker, stopOutboxWorker } from "~/server/outbox/worker.server";
export { closeRateLimitStore } from "~/server/rate-limit.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Wait for everything: pages are small, and crawlers and prerendering need whole documents.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // The whole document is in hand anyway, so rewrite it once: scripts load after first paint.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = deferHydration(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
