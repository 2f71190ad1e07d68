// A path deeper than any page. React Router's route discovery matches every prefix of the path,
// so its work grows with the square of the depth: 7,000 segments (14 KB) held the process for 11 s.
import type { IncomingMessage, ServerResponse } from "node:http";

/** The deepest page is three segments (/inbox/:list/:id); this leaves room for new routes. */
export const MAX_PATH_SEGMENTS = 16;
const MESSAGE = "No page has this address.";

/** Segments of the path of `url` (before its query), counting encoded slashes too: one linear pass. */
export function pathSegments(url: string): number {
  const end = url.includes("?") ? url.indexOf("?") : url.length;
  let segments = 0;
  for (let index = 0; index < end; index++) {
    if (url[index] === "/") segments++;
    else if (url[index] === "%" && url[index + 1] === "2" && (url[index + 2] === "F" || url[index + 2] === "f")) {
      segments++;
    }
  }
  return segments;
}

/** Answers 404 to a path too deep for any page, before the router spends seconds proving it. */
export function rejectDeepPath(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (pathSegments(req.url ?? "/") <= MAX_PATH_SEGMENTS) return next();
  res.writeHead(404, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(MESSAGE),
    "Cache-Control": "no-store",
  });
  res.end(MESSAGE);
}
