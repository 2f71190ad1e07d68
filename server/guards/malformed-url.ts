// A path that is not valid percent-encoding (e.g. "/%ff") cannot name any page.
import type { IncomingMessage, ServerResponse } from "node:http";

const MESSAGE = "This address is not a valid URL.";

/** True when every %-escape of the path decodes to valid UTF-8. */
export function hasWellFormedPath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Answers 400 to a malformed path before the router, whose decoding of it ends in a 500. */
export function rejectMalformedUrl(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (hasWellFormedPath(req.url ?? "/")) return next();
  res.writeHead(400, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(MESSAGE),
    "Cache-Control": "no-store",
  });
  res.end(MESSAGE);
}
