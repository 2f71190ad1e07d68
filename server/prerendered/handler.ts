// The serving path of prerendered pages (docs/decisions/040-prerendered-fast-path.md).
// server/app.ts answers `GET|HEAD <page path>` (no query) here, before Express: the headers are the
// ones the Express chain's own middleware (helmet, Permissions-Policy/HSTS, res.cookie) produced
// once at start-up, with only the nonce and the CSRF token filled in per request.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { fillParts, templateHeaders } from "./headers.ts";
import { type PageTemplate, type Slot, fillTemplate, recycleBody } from "./templates.ts";

export interface FastPathOptions {
  pages: Map<string, PageTemplate>;
  /** Security headers for a plain and for a secure request, with `marks.nonce` where the nonce goes. */
  securityHeaders: { plain: [string, string][]; secure: [string, string][] };
  /** The whole Set-Cookie value for a new CSRF token, with `marks.csrf` where the token goes. */
  csrfCookie: { plain: string; secure: string };
  /** Page headers after the security headers (Content-Type, Cache-Control, Vary without Accept-Encoding). */
  pageHeaders: [string, string][];
  marks: Record<Slot, string>;
  isSecure: (req: IncomingMessage) => boolean;
  newNonce: () => string;
  readCsrfCookie: (header: string | undefined) => string | undefined;
  createCsrfToken: () => string;
  /** The compression middleware, for requests that send Accept-Encoding. */
  compress: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Called with the request once it is answered; logs the request line. */
  onRequest: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Returns a request listener step: true when it answered the request (a prerendered page),
 * false when the request belongs to the Express app.
 */
export function createPrerenderedFastPath(options: FastPathOptions) {
  const { pages, marks, pageHeaders } = options;
  const security = {
    plain: templateHeaders(options.securityHeaders.plain, marks.nonce),
    secure: templateHeaders(options.securityHeaders.secure, marks.nonce),
  };
  const cookie = {
    plain: options.csrfCookie.plain.split(marks.csrf),
    secure: options.csrfCookie.secure.split(marks.csrf),
  };

  return function servePrerendered(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    // Keys are canonical paths without a query; anything else (a query, a trailing slash,
    // an absolute-form URL) goes to the Express app, which redirects or renders it.
    const template = pages.get(req.url ?? "");
    if (template === undefined) return false;

    options.onRequest(req, res);
    const secure = options.isSecure(req);
    const nonce = options.newNonce();
    let csrf = options.readCsrfCookie(req.headers.cookie);
    const headers: OutgoingHttpHeader[] = [];
    if (!csrf) {
      csrf = options.createCsrfToken();
      headers.push("Set-Cookie", fillParts(secure ? cookie.secure : cookie.plain, csrf));
    }
    for (const { name, parts } of secure ? security.secure : security.plain)
      headers.push(name, fillParts(parts, nonce));
    for (const [name, value] of pageHeaders) headers.push(name, value);
    const body = fillTemplate(template, { nonce, csrf });

    if (req.headers["accept-encoding"] === undefined) {
      sendUncompressed(res, method, headers, template, body);
      return true;
    }
    options.compress(req, res, () => {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1] as string);
      res.setHeader("Vary", "Cookie"); // compression appends Accept-Encoding
      res.setHeader("Content-Length", body.length);
      res.statusCode = 200;
      if (method === "HEAD") res.end();
      else res.end(body);
    });
    return true;
  };
}

function sendUncompressed(
  res: ServerResponse,
  method: string,
  headers: OutgoingHttpHeader[],
  template: PageTemplate,
  body: Buffer,
) {
  // Nothing to negotiate: the compression middleware would only add Vary, so we do.
  headers.push("Vary", "Cookie, Accept-Encoding", "Content-Length", String(body.length));
  res.writeHead(200, headers as string[]);
  if (method === "HEAD") {
    res.end();
    recycleBody(template, body);
  } else {
    // The end callback runs once the socket's write of the body has completed; a response
    // that failed or was cut short keeps its body out of the pool.
    res.end(body, (error?: Error | null) => {
      if (!error) recycleBody(template, body);
    });
  }
}
