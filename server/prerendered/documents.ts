// Prerendered pages as built documents (decision 065): read once at start-up, the same bytes for
// every request, with their validator and their inline scripts' CSP hashes computed once; their
// compressed forms are made on first demand, off the event loop, and kept.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip";

export interface BuiltDocument {
  body: Buffer;
  etag: string;
  /** CSP source expressions of the inline scripts, space-separated. */
  scriptHashes: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface DocumentTools {
  /** Per-request placeholders: a page that still holds one is left to the Express chain. */
  placeholders: { nonce: string; csrf: string };
  inlineScriptHashes: (html: string) => string[];
  documentEtag: (body: Buffer) => string;
  warn: (message: string) => void;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The document's body in this encoding, compressed once. */
export function encodedBody(document: BuiltDocument, encoding: Encoding): Promise<Buffer> {
  let encoded = document.encoded.get(encoding);
  if (!encoded) {
    encoded = compressors[encoding](document.body);
    document.encoded.set(encoding, encoded);
  }
  return encoded;
}

/** A prerendered page as a document, or the reason it cannot be one. */
export function toBuiltDocument(html: string, tools: DocumentTools): BuiltDocument | string {
  if (html.includes(tools.placeholders.nonce) || html.includes(tools.placeholders.csrf)) {
    return "it holds a per-request value";
  }
  const body = Buffer.from(html, "utf8");
  return {
    body,
    etag: tools.documentEtag(body),
    scriptHashes: tools.inlineScriptHashes(html).join(" "),
    encoded: new Map(),
  };
}

/** Every prerendered page under `clientDir` (its `index.html` files), keyed by URL path. */
export function loadBuiltDocuments(clientDir: string, tools: DocumentTools): Map<string, BuiltDocument> {
  const documents = new Map<string, BuiltDocument>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (entry === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const urlPath = rel === "" ? "/" : `/${rel}`;
        const document = toBuiltDocument(readFileSync(full, "utf8"), tools);
        if (typeof document === "string") tools.warn(`${urlPath} is served per request: ${document}`);
        else documents.set(urlPath, document);
      }
    }
  };
  walk(clientDir);
  return documents;
}

/**
 * The pages again with the site address the build baked in (`from`, SITE_URL's default) read as the
 * address served (`to`): a local `npm start` on another PORT, without SITE_URL, links canonical URLs,
 * Open Graph and structured data to itself (issue 26). Run once, when the server listens, so every
 * request still gets the same bytes; each page's validator and script hashes are computed anew.
 */
export function rebaseBuiltDocuments(
  documents: Map<string, BuiltDocument>,
  from: string,
  to: string,
  tools: DocumentTools,
): void {
  if (from === to) return;
  // Only the whole origin: "http://localhost:3000" is not the start of "http://localhost:30001".
  const address = new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.:-])`, "g");
  for (const [urlPath, document] of documents) {
    const html = document.body.toString("utf8");
    const rebased = toBuiltDocument(html.replace(address, to), tools);
    if (typeof rebased !== "string") documents.set(urlPath, rebased);
  }
}
