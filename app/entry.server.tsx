import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceContext } from "#app/platform/nonce.ts";
import { SCRIPT_HASHES_HEADER, isStaticDocument } from "#app/site/document/static-document.ts";
import { deferHydration } from "#app/platform/deferred-hydration.server.ts";
import {
  RENDERED_DOCUMENT_CACHE,
  documentEtag,
  inlineScriptHashes,
  matchesEtag,
} from "#app/site/serving/document-policy.server.ts";
import { requestInfoContext } from "#app/platform/request-context.server.ts";
import { withStylesheetBundles } from "#app/site/serving/stylesheet-bundles.server.ts";

// server/ reaches start-up and the app code its middleware calls through the build, to share
// module state with the routes (decision 082).
export * as startup from "#app/platform/startup.server.ts";
export { handleError } from "#app/platform/route-errors.server.ts";

export const streamTimeout = 5_000;

/**
 * Staff and founder pages and their data never sit in a browser or proxy cache (route headers cover
 * most; this covers all, a file sent inside a `.data` stream among them).
 */
const isPrivatePath = (request: Request) => /^\/(?:inbox|account)(?:\/|\.data|$)/.test(new URL(request.url).pathname);

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (isPrivatePath(request)) response.headers.set("Cache-Control", "no-store");
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A static document carries no nonce at all: the same bytes for everyone (decision 064).
  const staticDocument = isStaticDocumentContext(routerContext);
  const nonce = staticDocument ? undefined : loadContext.get(requestInfoContext).nonce;
  if (isPrivatePath(request)) responseHeaders.set("Cache-Control", "no-store");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Wait for everything: pages are small, and crawlers and prerendering need whole documents.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce ?? ""}>
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
              resolve(
                staticDocument && responseStatusCode < 500
                  ? staticDocumentResponse(request, withStylesheetBundles(html), responseHeaders, responseStatusCode)
                  : new Response(html, { headers: withNoStoreDefault(responseHeaders), status: responseStatusCode }),
              );
              clearTimeout(abortTimer);
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Cleared once answered: a pending timer keeps the finished render (document included) alive.
    // React starts rendering in a microtask, so no callback above runs before this line.
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * A static document (decision 064) is the same for everyone: its CSP lists its scripts' hashes
 * (handed to the server's CSP by a header it drops), it may be cached by anyone, and a matching
 * If-None-Match gets a 304.
 */
function staticDocumentResponse(request: Request, html: string, headers: Headers, status: number) {
  headers.set(SCRIPT_HASHES_HEADER, inlineScriptHashes(html).join(" "));
  // The answer to a form's post (decision 078) holds what that visitor typed: it is theirs alone.
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Cache-Control", "no-store");
    return new Response(html, { headers, status });
  }
  // A document that carries the visitor's own data (a newsletter link's token) says so by its route's headers.
  if (headers.get("Cache-Control") === "no-store") return new Response(html, { headers, status });
  headers.set("Cache-Control", RENDERED_DOCUMENT_CACHE);
  const etag = documentEtag(html);
  headers.set("ETag", etag);
  if (status === 200 && matchesEtag(request.headers.get("if-none-match"), etag)) {
    headers.delete("Content-Type");
    return new Response(null, { headers, status: 304 });
  }
  return new Response(html, { headers, status });
}

/** The matched routes' modules, whose handles say how the page is sent. */
function routeModulesOf(context: EntryContext) {
  return context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id] ?? {});
}

function isStaticDocumentContext(context: EntryContext): boolean {
  return isStaticDocument(routeModulesOf(context));
}

/** A page with a nonce can serve only the response it came in: no cache may keep it, unless its route said so. */
function withNoStoreDefault(headers: Headers): Headers {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return headers;
}
