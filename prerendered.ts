// The serving path of prerendered pages (docs/decisions/040-prerendered-fast-path.md).
// server.ts answers `GET|HEAD <page path>` (no query) here, before Express: the headers are the
// ones the Express chain's own middleware (helmet, Permissions-Policy/HSTS, res.cookie) produced
// once at start-up, with only the nonce and the CSRF token filled in per request.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";

export type Slot = "nonce" | "csrf";

/** A page split once around its placeholders: segments[i] comes before slots[i]. */
export interface PageTemplate {
  segments: Buffer[];
  slots: Slot[];
  staticLength: number;
  /** The page laid out for one pair of value lengths (in practice there is only one pair). */
  layouts: Map<number, Layout>;
}

/** Every static byte already at its final offset; the values go at `offsets`. */
interface Layout {
  base: Buffer;
  offsets: number[];
  /** Bodies of this layout whose responses have finished, ready to be overwritten. */
  spare: Buffer[];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function splitTemplate(html: string, marks: Record<Slot, string>): PageTemplate {
  const pattern = new RegExp(`${escapeRegExp(marks.nonce)}|${escapeRegExp(marks.csrf)}`, "g");
  const segments: Buffer[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    segments.push(Buffer.from(html.slice(last, match.index), "utf8"));
    slots.push(match[0] === marks.nonce ? "nonce" : "csrf");
    last = match.index + match[0].length;
  }
  segments.push(Buffer.from(html.slice(last), "utf8"));
  const staticLength = segments.reduce((sum, segment) => sum + segment.length, 0);
  return { segments, slots, staticLength, layouts: new Map() };
}

function layoutFor(template: PageTemplate, nonceLength: number, csrfLength: number): Layout {
  const key = nonceLength * 65536 + csrfLength;
  let layout = template.layouts.get(key);
  if (layout) return layout;
  const { segments, slots } = template;
  let length = template.staticLength;
  for (const slot of slots) length += slot === "nonce" ? nonceLength : csrfLength;
  const base = Buffer.alloc(length);
  const offsets: number[] = [];
  let offset = 0;
  for (let i = 0; i < slots.length; i++) {
    base.set(segments[i] as Buffer, offset);
    offset += (segments[i] as Buffer).length;
    offsets.push(offset);
    offset += slots[i] === "nonce" ? nonceLength : csrfLength;
  }
  base.set(segments[slots.length] as Buffer, offset);
  layout = { base, offsets, spare: [] };
  if (template.layouts.size < 8) template.layouts.set(key, layout);
  return layout;
}

/** The page with both values in place: one bulk copy and a small copy per placeholder. */
export function fillTemplate(template: PageTemplate, values: Record<Slot, string>): Buffer {
  // Both values are ASCII (base64 and base64url), so latin1 bytes are their UTF-8 bytes.
  const nonce = Buffer.from(values.nonce, "latin1");
  const csrf = Buffer.from(values.csrf, "latin1");
  const { base, offsets, spare } = layoutFor(template, nonce.length, csrf.length);
  // Every byte is overwritten below, so a recycled body shows nothing of the response it served.
  const body = spare.pop() ?? Buffer.allocUnsafe(base.length);
  body.set(base);
  const slots = template.slots;
  for (let i = 0; i < offsets.length; i++) body.set(slots[i] === "nonce" ? nonce : csrf, offsets[i]);
  return body;
}

const SPARE_BODIES = 64;

/**
 * Hands back a body from fillTemplate once nothing can read it any more: after its response's
 * "finish", when the socket has taken every byte. Never call it for a response that may still be writing.
 */
export function recycleBody(template: PageTemplate, body: Buffer) {
  for (const layout of template.layouts.values()) {
    if (layout.base.length === body.length) {
      if (layout.spare.length < SPARE_BODIES) layout.spare.push(body);
      return;
    }
  }
}

type Middleware = (req: never, res: never, next: (error?: unknown) => void) => void;

/**
 * The headers `middleware` sets, in order, found by running it once against a recording
 * response. It must finish synchronously and must not depend on anything but `req` and `locals`.
 */
export function recordHeaders(
  middleware: Middleware,
  req: Record<string, unknown>,
  locals: Record<string, unknown> = {},
): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const res = {
    locals,
    setHeader(name: string, value: number | string | readonly string[]) {
      if (Array.isArray(value)) throw new Error(`${name}: recorded headers must be single values`);
      headers.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let finished = false;
  (middleware as (req: unknown, res: unknown, next: (error?: unknown) => void) => void)(req, res, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("recordHeaders: the middleware did not call next() synchronously");
  return [...headers.values()];
}

/** A header whose value holds `mark` somewhere, kept split around it. */
interface HeaderTemplate {
  name: string;
  parts: string[];
}

function templateHeaders(headers: [string, string][], mark: string): HeaderTemplate[] {
  return headers.map(([name, value]) => ({ name, parts: value.split(mark) }));
}

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
  const fill = (parts: string[], value: string) => (parts.length === 1 ? (parts[0] as string) : parts.join(value));

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
      headers.push("Set-Cookie", fill(secure ? cookie.secure : cookie.plain, csrf));
    }
    for (const { name, parts } of secure ? security.secure : security.plain) headers.push(name, fill(parts, nonce));
    for (const [name, value] of pageHeaders) headers.push(name, value);
    const body = fillTemplate(template, { nonce, csrf });

    if (req.headers["accept-encoding"] === undefined) {
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
