// One cap on request bodies, in front of every route (docs/decisions/047-security-review.md).
import type { IncomingMessage, ServerResponse } from "node:http";

/** Above every form's own limit (public forms 32 KB, staff forms 64 KB), so their friendlier 413 pages still show. */
export const REQUEST_BODY_LIMIT = 96 * 1024;
/**
 * The founder's document upload (decision 060) streams its files to the database and enforces its own
 * limits (25 MB a file, 250 MB an application) while it reads; its cap is the application's budget.
 */
export const UPLOAD_BODY_LIMIT = 251 * 1024 * 1024;
const UPLOAD_PATH = /^\/account\/applications\/[\w-]{1,64}\/documents(?:\.data)?(?:\?|$)/;
/**
 * A statement or KPI pack the founder shares (issue 29) is read whole, up to 25 MB
 * (app/underwriting/store/receive.server.ts); the cap leaves room for the form's other fields.
 */
export const SHARED_DATA_BODY_LIMIT = 26 * 1024 * 1024;
const SHARED_DATA_PATH = /^\/account\/applications\/[\w-]{1,64}\/shared-data(?:\.data)?(?:\?|$)/;

/**
 * Bodies up to this size are read and discarded before the 413 goes out: a browser that is cut
 * off mid-upload shows a network error instead of our answer. Larger ones close the connection.
 */
const DRAIN_LIMIT = 1024 * 1024;

const MESSAGES = {
  411: "Please send the request with a Content-Length.",
  413: "This request is too large to accept.",
} as const;

function refuse(req: IncomingMessage, res: ServerResponse, status: 411 | 413, closeConnection: boolean) {
  const body = MESSAGES[status];
  const headers: Record<string, string | number> = {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  };
  if (closeConnection) headers.Connection = "close";
  else req.resume(); // discard what is still arriving, without keeping it
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * Answers 413 to a body declared larger than `limit` before anything reads it, and 411 to a body
 * of unknown length (chunked): browsers always send a Content-Length for form posts, and a chunked
 * body could only be limited while it streams into a route. Memory stays flat whatever is sent.
 */
export function createBodyLimit(limit: number = REQUEST_BODY_LIMIT) {
  return function bodyLimit(req: IncomingMessage, res: ServerResponse, next: () => void) {
    if (req.headers["transfer-encoding"] !== undefined) return refuse(req, res, 411, true);
    const declared = Number(req.headers["content-length"] ?? 0);
    const url = req.url ?? "";
    const cap =
      req.method !== "POST"
        ? limit
        : UPLOAD_PATH.test(url)
          ? UPLOAD_BODY_LIMIT
          : SHARED_DATA_PATH.test(url)
            ? SHARED_DATA_BODY_LIMIT
            : limit;
    if (declared > cap) return refuse(req, res, 413, declared > DRAIN_LIMIT);
    next();
  };
}
