// Production server: Express 5 in front of the React Router build.
// Prerendered pages are answered from memory before Express (prerendered/, decisions 040 and 065);
// everything else goes through the Express chain to the React Router handler.
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type Express, type Request } from "express";
import type { HttpLogger } from "pino-http";
import { CLIENT_DIR, type Startup, loadBuild, readStylesheetBundles } from "./build.ts";
import { createForwardedHeaderCheck } from "./forwarded-headers.ts";
import { createBodyLimit } from "./guards/body-limit.ts";
import { rejectDeepPath } from "./guards/deep-path.ts";
import { rejectMalformedUrl } from "./guards/malformed-url.ts";
import { resolveTrustProxy } from "./guards/trust-proxy.ts";
import { type ServerState, mountHealthRoutes } from "./health.ts";
import { createRouteLabeler, observeRequests } from "./metrics-route.ts";
import { refuseCrossSitePosts } from "./cross-site-posts.ts";
import { createNoncePool } from "./nonce-pool.ts";
import {
  type BuiltDocument,
  type DocumentTools,
  loadBuiltDocuments,
  rebaseBuiltDocuments,
} from "./prerendered/documents.ts";
import { createBuiltDocumentPath } from "./prerendered/handler.ts";
import { recordHeaders } from "./prerendered/headers.ts";
import { createFastPathRequestLog, createHttpLogger } from "./request-log.ts";
import { assignRequestTokens } from "./request-tokens.ts";
import { applyDocumentPolicy, createRouterHandler, handleUncaughtError } from "./router-handler.ts";
import { createPageSecurity, permissionsAndHsts } from "./security.ts";
import { StartupRefusal } from "./startup-refusal.ts";
import { mountStaticFiles } from "./static-files.ts";

/** What the prerendered fast path shares with the Express chain, so both answer alike. */
interface ChainParts {
  app: Express;
  startup: Startup;
  pageSecurity: ReturnType<typeof createPageSecurity>;
  httpLogger: HttpLogger;
}

export async function createServer(state: ServerState = { draining: false }) {
  const { build, startup } = await loadBuild();
  const env = startup.getEnv();
  const problem = startup.startupProblem();
  if (problem) throw new StartupRefusal(problem);
  startup.setStylesheetBundles(readStylesheetBundles());
  const documentTools: DocumentTools = {
    placeholders: { nonce: startup.NONCE_PLACEHOLDER, csrf: startup.CSRF_PLACEHOLDER },
    inlineScriptHashes: startup.inlineScriptHashes,
    documentEtag: startup.documentEtag,
    warn: (message) => startup.logger.warn(message),
  };
  const documents = loadBuiltDocuments(CLIENT_DIR, documentTools);
  await startup.start();

  const app = express();
  app.disable("x-powered-by");
  const trustProxy = resolveTrustProxy(env.TRUST_PROXY, env.NODE_ENV);
  app.set("trust proxy", trustProxy.setting);
  mountHealthRoutes(app, {
    checkDatabase: startup.checkDatabase,
    metrics: startup.appMetrics,
    metricsToken: env.METRICS_TOKEN,
    state,
  });

  const httpLogger = createHttpLogger(env.LOG_LEVEL);
  const compress = compression();
  app.use(httpLogger);
  app.use(createBodyLimit());
  app.use(rejectMalformedUrl);
  app.use(rejectDeepPath);
  app.use(compress);

  const newNonce = createNoncePool();
  app.use(assignRequestTokens(startup, newNonce));
  const pageSecurity = createPageSecurity(env.SITE_URL.startsWith("https:"));
  app.use(pageSecurity);
  app.use(permissionsAndHsts);
  app.use(refuseCrossSitePosts(startup, build));

  mountStaticFiles(app, CLIENT_DIR);
  app.use(applyDocumentPolicy(startup.SCRIPT_HASHES_HEADER, pageSecurity));
  app.all("/{*splat}", createRouterHandler(build, startup));
  app.use(handleUncaughtError);

  const servePrerendered = createFastPath(documents, { app, startup, pageSecurity, httpLogger });
  const checkForwardedHeaders = createForwardedHeaderCheck(app, startup.logger);
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    checkForwardedHeaders(req);
    // While draining, every answer ends its connection, so keep-alive clients reconnect elsewhere.
    if (state.draining) res.setHeader("Connection", "close");
    if (!servePrerendered(req, res)) app(req, res);
  };
  const handler = observeRequests(startup.appMetrics, createRouteLabeler(build.routes), serve);

  /**
   * Once listening: without SITE_URL, mails, the sitemap, the feed and every page name the address
   * served (decision 062 for mails; issue 26 for the rest), whatever PORT is. The prerendered pages
   * were built with SITE_URL's default, and are rebased once, before the first request.
   */
  const setServedOrigin = (origin: string) => {
    startup.setServedOrigin(origin);
    if (!process.env.SITE_URL?.trim())
      rebaseBuiltDocuments(documents, env.SITE_URL.replace(/\/$/, ""), origin, documentTools);
  };

  return { app, handler, env, startup, trustProxy, setServedOrigin };
}

/**
 * The serving path of prerendered pages, in front of the app: the headers the chain's own
 * middleware sets, recorded once per page with its script hashes, and the same bytes for all.
 */
function createFastPath(documents: Map<string, BuiltDocument>, chain: ChainParts) {
  const { app, startup } = chain;
  return createBuiltDocumentPath({
    documents,
    securityHeaders: (scriptHashes, secure) => [
      ...recordHeaders(chain.pageSecurity, { secure }, { scriptHashes }),
      ...recordHeaders(permissionsAndHsts, { secure }),
    ],
    cacheControl: startup.BUILT_DOCUMENT_CACHE,
    isSecure: expressIsSecure(app),
    matchesEtag: startup.matchesEtag,
    onRequest: createFastPathRequestLog(chain.httpLogger),
    onError: (error) => startup.logger.error({ err: error }, "compressing a built document failed"),
  });
}

/**
 * Express's own req.secure (TLS, or X-Forwarded-Proto from a trusted proxy), asked without routing through
 * Express. From an address no proxy setting trusts, Express answers from the socket alone, as here, without
 * a request object built per request.
 */
function expressIsSecure(app: Express) {
  const trusts = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return (req: IncomingMessage) =>
    trusts(req.socket.remoteAddress ?? "", 0)
      ? (Object.create(app.request, { socket: { value: req.socket }, headers: { value: req.headers } }) as Request)
          .secure
      : "encrypted" in req.socket && req.socket.encrypted === true;
}
