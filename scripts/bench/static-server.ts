// The baseline server: plain node:http serving files from one directory, kept in memory after
// the first read. Run as its own process: node scripts/bench/static-server.ts <root dir> [headers.json]
// With a JSON file of [name, value] pairs, HTML files go out with those headers too, so that the
// same response, headers and all, can be compared (the client parses them as well).
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

const root = path.resolve(process.argv[2] ?? ".");
const extraHeaders = process.argv[3]
  ? (JSON.parse(readFileSync(process.argv[3], "utf8")) as [string, string][]).flat()
  : [];
const cache = new Map<string, Buffer | null>();

function load(urlPath: string): { body: Buffer; file: string } | undefined {
  const file = path.join(root, decodeURIComponent(urlPath));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of [file, path.join(file, "index.html")]) {
    if (!cache.has(candidate)) {
      let body: Buffer | null = null;
      try {
        if (statSync(candidate).isFile()) body = readFileSync(candidate);
      } catch {
        body = null;
      }
      cache.set(candidate, body);
    }
    const body = cache.get(candidate);
    if (body) return { body, file: candidate };
  }
  return undefined;
}

const server = createServer((request, response) => {
  const found = load(new URL(request.url ?? "/", "http://localhost").pathname);
  if (!found) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  const type = TYPES[path.extname(found.file)] ?? "application/octet-stream";
  const extra = type.startsWith("text/html") ? extraHeaders : [];
  response.writeHead(200, ["content-type", type, "content-length", String(found.body.length), ...extra]);
  response.end(found.body);
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(`static server listening on http://127.0.0.1:${port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
