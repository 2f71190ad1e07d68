import fc from "fast-check";

/*
 * URLs and header values up to the server's limit and past it. Node's --max-http-header-size
 * (default 16 KiB, which server/index.ts keeps) bounds the request line and every header together:
 * within it a request must be served like any other; past it, Node answers 431 and closes the
 * connection. Units repeat shapes that once made a parser or a regex super-linear.
 */

/** Node's default --max-http-header-size: the request line and all headers together. */
export const HEADER_LIMIT_BYTES = 16 * 1024;
/** Within this distance of the limit a request may land on either side (headers Node adds, rounding). */
const EDGE_BYTES = 512;

export interface LongPart {
  place: "query" | "path" | "header";
  /** For place "header": the header that carries it (appended to a value the plan already set). */
  header: string;
  unit: string;
  /** Length of the repeated part in bytes. */
  bytes: number;
}

const HEADERS = [
  ...["cookie", "x-forwarded-for", "origin", "content-type", "accept", "accept-encoding", "accept-language"],
  ...["user-agent", "referer", "if-none-match", "range", "x-forwarded-proto", "x-long"],
];
const UNITS = {
  query: ["?key", "&key=", "&q=Ada+Lovelace", "%25", "%", "=", "a", "&token=x", "&after=WyJ4Il0", "&next=%2F%2F"],
  path: ["/", "a/", "%2F", "../", "%ff", "x"],
  header: ["a", "; a=b", "1.2.3.4, ", ", ", "gzip;q=0.5, ", "*/*;q=0.1, ", "\t", "=", '"', "bytes=0-1,", "b=x;"],
};
/** Below the limit, just past it, and well past it (yet under 64 KiB, so the 431 is read, not reset). */
const SIZES = [4_000, 8_000, 12_000, 15_000, 16_600, 20_000, 32_000, 48_000];

const longPartIn = (place: LongPart["place"]): fc.Arbitrary<LongPart> =>
  fc.record({
    place: fc.constant(place),
    header: fc.constantFrom(...HEADERS),
    unit: fc.constantFrom(...UNITS[place]),
    bytes: fc.constantFrom(...SIZES),
  });

/** No long part for nine plans in ten; otherwise a long query, path or header value. */
export const longPart: fc.Arbitrary<LongPart | undefined> = fc.oneof(
  { weight: 9, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.oneof(longPartIn("query"), longPartIn("path"), longPartIn("header")) },
);

export const repeatTo = ({ unit, bytes }: LongPart) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);

/** The request with its long part added. */
export function withLongPart(part: LongPart, path: string, headers: Record<string, string>) {
  const filler = repeatTo(part);
  if (part.place === "query") return { path: `${path}${path.includes("?") ? "&" : "?"}${filler}`, headers };
  if (part.place === "path") {
    const queryAt = path.includes("?") ? path.indexOf("?") : path.length;
    return { path: `${path.slice(0, queryAt)}/${filler}${path.slice(queryAt)}`, headers };
  }
  const existing = headers[part.header];
  return { path, headers: { ...headers, [part.header]: existing ? `${existing}; ${filler}` : filler } };
}

/** Length of `value` without its leading spaces and tabs, which Node's parser skips without counting. */
function countedLength(value: string): number {
  let start = 0;
  while (value[start] === " " || value[start] === "\t") start++;
  return Buffer.byteLength(value.slice(start), "latin1");
}

/** Bytes Node counts against the limit: request line and headers, with a margin for Host and Connection. */
export function headerBytes(method: string, path: string, headers: Record<string, string>): number {
  let bytes = Buffer.byteLength(`${method} ${path} HTTP/1.1\r\n`) + 64;
  for (const [name, value] of Object.entries(headers)) bytes += name.length + 4 + countedLength(value);
  return bytes;
}

/** Which side of the limit a request falls: "edge" requests may get either answer. */
export function sideOfLimit(bytes: number): "within" | "edge" | "beyond" {
  if (bytes < HEADER_LIMIT_BYTES - EDGE_BYTES) return "within";
  return bytes > HEADER_LIMIT_BYTES + EDGE_BYTES ? "beyond" : "edge";
}
