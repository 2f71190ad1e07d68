// The serving path of prerendered pages (decisions 040 and 065). server/app.ts answers
// `GET|HEAD <page path>` (no query) here, before Express. Nothing is computed per request: the
// body, its compressed forms and the headers (the ones the Express chain's own middleware
// produced at start-up, with the page's script hashes in its CSP) are the same for everyone.
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import { type BuiltDocument, type Encoding, encodedBody } from "./documents.ts";

export interface BuiltDocumentPathOptions {
  documents: Map<string, BuiltDocument>;
  /** The security headers of a document with these script hashes, for a plain or a secure request. */
  securityHeaders: (scriptHashes: string, secure: boolean) => [string, string][];
  cacheControl: string;
  isSecure: (req: IncomingMessage) => boolean;
  /** Whether If-None-Match names this validator. */
  matchesEtag: (ifNoneMatch: string | undefined, etag: string) => boolean;
  /** Called with the request once it is answered; logs the request line. */
  onRequest: (req: IncomingMessage, res: ServerResponse) => void;
  onError: (error: unknown) => void;
}

const ENCODINGS = ["br", "gzip", "identity"];
const ANSWER_ENCODINGS = ["identity", "br", "gzip"] as const;
/** How many Accept-Encoding values keep their answer; a client's endless variety only cycles the oldest out. */
export const ENCODING_CACHE_SIZE = 64;

/** Brotli whenever the client takes it (browsers list gzip first, at the same weight), else gzip. */
function encodingFor(acceptEncoding: string): Encoding | undefined {
  const accepted = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(ENCODINGS);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/**
 * The encoding for a request, by its Accept-Encoding header. Browsers send a handful of values, each parsed once
 * (negotiating cost 5 µs a request, an eighth of the whole answer's CPU); none means the bytes as they are.
 */
export function createEncodingChooser() {
  const chosen = new Map<string, Encoding | undefined>();
  return (req: IncomingMessage): Encoding | undefined => {
    const header = req.headers["accept-encoding"];
    if (header === undefined) return undefined;
    if (chosen.has(header)) return chosen.get(header);
    const encoding = encodingFor(header);
    if (chosen.size >= ENCODING_CACHE_SIZE) chosen.delete(chosen.keys().next().value as string);
    chosen.set(header, encoding);
    return encoding;
  };
}

/**
 * Returns a request listener step: true when it answered the request (a prerendered page),
 * false when the request belongs to the Express app.
 */
export function createBuiltDocumentPath(options: BuiltDocumentPathOptions) {
  const { documents } = options;
  const preferredEncoding = createEncodingChooser();
  // Per document, scheme and encoding, computed on first use: [name, value, name, value, …] for
  // writeHead, lengths included, so a request only looks its answer up (by index: no key built per request).
  const answers = new Map<BuiltDocument, (Answer | undefined)[]>();
  const answerOf = (document: BuiltDocument, secure: boolean, encoding: Encoding | "identity", body: Buffer) => {
    let byKind = answers.get(document);
    if (!byKind) answers.set(document, (byKind = []));
    const kind = (secure ? ANSWER_ENCODINGS.length : 0) + ANSWER_ENCODINGS.indexOf(encoding);
    let answer = byKind[kind];
    if (!answer) {
      const headers = options.securityHeaders(document.scriptHashes, secure).flat();
      headers.push("Content-Type", "text/html; charset=utf-8", "Cache-Control", options.cacheControl);
      headers.push("ETag", document.etag, "Vary", "Accept-Encoding");
      const notModified = headers.filter((_, i, all) => keepOn304(all, i));
      if (encoding !== "identity") headers.push("Content-Encoding", encoding);
      headers.push("Content-Length", String(body.length));
      answer = { headers, notModified, body };
      byKind[kind] = answer;
    }
    return answer;
  };

  return function serveBuiltDocument(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    // Keys are canonical paths without a query; anything else (a query, a trailing slash,
    // an absolute-form URL) goes to the Express app, which redirects or renders it.
    const document = documents.get(req.url ?? "");
    if (document === undefined) return false;

    options.onRequest(req, res);
    const secure = options.isSecure(req);
    if (options.matchesEtag(req.headers["if-none-match"], document.etag)) {
      res.writeHead(304, answerOf(document, secure, "identity", document.body).notModified);
      res.end();
      return true;
    }
    const encoding = preferredEncoding(req);
    if (encoding) {
      encodedBody(document, encoding).then(
        (body) => send(res, method, answerOf(document, secure, encoding, body)),
        (error: unknown) => {
          options.onError(error);
          send(res, method, answerOf(document, secure, "identity", document.body));
        },
      );
    } else {
      send(res, method, answerOf(document, secure, "identity", document.body));
    }
    return true;
  };
}

/** A built document's whole answer in one form: its headers, those a 304 repeats, and its body. */
interface Answer {
  headers: string[];
  notModified: string[];
  body: Buffer;
}

/** A 304 repeats the validator and the caching headers, not the body's description. */
function keepOn304(flat: string[], index: number): boolean {
  const name = (flat[index - (index % 2)] ?? "").toLowerCase();
  return name === "etag" || name === "cache-control" || name === "vary" || name === "content-security-policy";
}

function send(res: ServerResponse, method: string, { headers, body }: Answer) {
  if (res.destroyed) return;
  res.writeHead(200, headers);
  if (method === "HEAD") res.end();
  else res.end(body);
}
