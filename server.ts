// Production server: Express 5 in front of the React Router build.
// Prerendered pages are answered from memory before Express (prerendered.ts, decision 040);
// everything else goes through the Express chain to the React Router handler.
import { randomFillSync } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer as createHttpServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { type PageTemplate, createPrerenderedFastPath, recordHeaders, splitTemplate } from "./prerendered.ts";

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const BUILD_DIR = path.join(ROOT, "build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");
const HTML_CACHE = "private, max-age=60, must-revalidate";
/** Page headers after the security headers; Vary is set beside them (compression may append to it). */
const PAGE_HEADERS: [string, string][] = [
  ["Content-Type", "text/html; charset=utf-8"],
  ["Cache-Control", HTML_CACHE],
];

interface EntryExports {
  requestInfoContext: RouterContext<{
    nonce: string;
    csrfToken: string;
    clientIp: string;
    secure: boolean;
  }>;
  getEnv: () => {
    PORT: number;
    HOST: string;
    SITE_URL: string;
    TRUST_PROXY: boolean | number | string[];
    LOG_LEVEL: string;
  };
  getSiteConfig: () => unknown;
  NONCE_PLACEHOLDER: string;
  CSRF_PLACEHOLDER: string;
  CSRF_COOKIE: string;
  createCsrfToken: () => string;
  readCsrfCookie: (header: string | undefined) => string | undefined;
  migrateToLatest?: () => Promise<void>;
  checkDatabase?: () => Promise<void>;
  startOutboxWorker?: () => void;
  stopOutboxWorker?: () => Promise<void>;
  closeRateLimitStore?: () => void;
}

/** Every prerendered page, keyed by URL path, split around its placeholders for cheap per-request filling. */
function loadPrerenderedPages(marks: { nonce: string; csrf: string }): Map<string, PageTemplate> {
  const pages = new Map<string, PageTemplate>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(CLIENT_DIR, "assets")) walk(full);
      } else if (entry === "index.html") {
        const rel = path.relative(CLIENT_DIR, path.dirname(full)).split(path.sep).join("/");
        pages.set(rel === "" ? "/" : `/${rel}`, splitTemplate(readFileSync(full, "utf8"), marks));
      }
    }
  };
  walk(CLIENT_DIR);
  return pages;
}

export async function createServer() {
  const buildUrl = pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href;
  const build = (await import(buildUrl)) as ServerBuild;
  const entry = build.entry.module as unknown as EntryExports;
  const env = entry.getEnv();
  entry.getSiteConfig(); // fail fast on a bad brand override
  const marks = { nonce: entry.NONCE_PLACEHOLDER, csrf: entry.CSRF_PLACEHOLDER };
  const pages = loadPrerenderedPages(marks);

  await entry.migrateToLatest?.();
  entry.startOutboxWorker?.();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const siteIsHttps = env.SITE_URL.startsWith("https:");

  const permissionsAndHsts = (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    // HSTS only means something over TLS (directly or via a trusted, TLS-terminating proxy).
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
  // Health probes answer before logging and cookies, yet with the same hardening as every other response.
  app.use(
    ["/healthz", "/readyz"],
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "no-referrer" },
      strictTransportSecurity: false,
    }),
    permissionsAndHsts,
  );

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await entry.checkDatabase?.();
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  const httpLogger = pinoHttp({
    level: env.LOG_LEVEL,
    autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  const compress = compression();
  app.use(httpLogger);
  app.use(compress);

  // A fresh nonce and a CSRF token for every request.
  // Nonces are 16 CSPRNG bytes each, cut from a pool refilled by one call per 256 nonces; no byte is used twice.
  const noncePool = Buffer.alloc(16 * 256);
  let noncePoolOffset = noncePool.length;
  const newNonce = () => {
    if (noncePoolOffset === noncePool.length) {
      randomFillSync(noncePool);
      noncePoolOffset = 0;
    }
    const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + 16);
    noncePoolOffset += 16;
    return nonce;
  };
  const csrfCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, secure, path: "/" });
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = newNonce();
    let token = entry.readCsrfCookie(req.headers.cookie);
    if (!token) {
      token = entry.createCsrfToken();
      res.cookie(entry.CSRF_COOKIE, token, csrfCookieOptions(req.secure));
    }
    res.locals.csrfToken = token;
    next();
  });

  const pageSecurity = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
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
  app.use(pageSecurity);
  app.use(permissionsAndHsts);

  // Fingerprinted assets never change.
  app.use(
    "/assets",
    express.static(path.join(CLIENT_DIR, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );

  // One canonical URL per page, no trailing-slash redirects onto it. Prerendered pages at their exact
  // path never reach Express (the fast path below answers them); other spellings render per request.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const query = req.originalUrl.slice(req.path.length);
    // The files behind prerendered pages are templates with placeholders; their page is the canonical URL.
    if (req.path.endsWith("/index.html"))
      return res.redirect(301, (req.path.slice(0, -"/index.html".length) || "/") + query);
    if (req.path.length > 1 && req.path.endsWith("/")) return res.redirect(301, req.path.replace(/\/+$/, "") + query);
    next();
  });

  const publicFiles = express.static(CLIENT_DIR, {
    maxAge: "1h",
    index: false,
    redirect: false,
    setHeaders: (res, file) => {
      if (file.endsWith(".pdf")) res.setHeader("Content-Disposition", "inline");
    },
  });
  // Prerendered .data files hold placeholders; the router answers those requests itself.
  app.use((req, res, next) => (req.path.endsWith(".data") ? next() : publicFiles(req, res, next)));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
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
    }),
  );

  // Last resort: log it, and never show a stack trace to a visitor.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log?.error({ err: error }, "unhandled error");
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a moment.");
  });

  // The serving path of prerendered pages, in front of the app: the same headers the chain above
  // sets, recorded once through the chain's own middleware, with the nonce and token per request.
  const headersFor = (secure: boolean) => [
    ...recordHeaders(pageSecurity, { secure }, { nonce: marks.nonce }),
    ...recordHeaders(permissionsAndHsts, { secure }),
  ];
  const cookieFor = (secure: boolean) => {
    let recorded = "";
    const recorder = { req: {}, append: (_field: string, value: string) => (recorded = value) };
    (app.response.cookie as (this: unknown, ...args: unknown[]) => unknown).call(
      recorder,
      entry.CSRF_COOKIE,
      marks.csrf,
      csrfCookieOptions(secure),
    );
    return recorded;
  };
  const requestLog = httpLogger.logger.child({}, { serializers: { req: (v: unknown) => v, res: (v: unknown) => v } });
  const servePrerendered = createPrerenderedFastPath({
    pages,
    marks,
    securityHeaders: { plain: headersFor(false), secure: headersFor(true) },
    csrfCookie: { plain: cookieFor(false), secure: cookieFor(true) },
    pageHeaders: PAGE_HEADERS,
    // Express's own req.secure (TLS, or X-Forwarded-Proto from a trusted proxy), asked without routing through Express.
    isSecure: (req) =>
      (Object.create(app.request, { socket: { value: req.socket }, headers: { value: req.headers } }) as Request)
        .secure,
    newNonce,
    readCsrfCookie: entry.readCsrfCookie,
    createCsrfToken: entry.createCsrfToken,
    compress: compress as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
    // The same line pino-http writes, without its per-request child loggers and serializers.
    onRequest: (req, res) => {
      if (!requestLog.isLevelEnabled("info")) return;
      const start = Date.now();
      let logged = false;
      const done = () => {
        if (logged) return;
        logged = true;
        requestLog.info(
          {
            req: { method: req.method, url: req.url },
            res: { statusCode: res.statusCode },
            responseTime: Date.now() - start,
          },
          !req.readableAborted && res.writableEnded ? "request completed" : "request aborted",
        );
      };
      res.once("finish", done);
      res.once("close", done);
    },
  });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (!servePrerendered(req, res)) app(req, res);
  };

  return { app, handler, env, entry };
}

/** Builds the app and listens on PORT/HOST; `node server.ts` and `npm start` (scripts/start.ts) both call it. */
export async function listen() {
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
    console.error("No build found. Run `npm run build` first (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const { handler, env, entry } = await createServer();
  const server = createHttpServer(handler);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Noema Capital listening on http://localhost:${port}`);
  });
  const shutdown = async () => {
    server.close();
    await entry.stopOutboxWorker?.();
    entry.closeRateLimitStore?.();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await listen();
