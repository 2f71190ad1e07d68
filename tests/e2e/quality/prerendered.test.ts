// The serving path of prerendered pages (decisions 040 and 065) must answer like the Express chain
// does (same security headers, log line), with the same bytes for everyone so that any cache can keep them.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticContentPaths } from "#app/site/document/prerender-paths.ts";
import { scriptsNotAllowed } from "#tests/quality/security-headers.ts";
import { documentPaths } from "#app/site/document/document-paths.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http rather than fetch: fetch always sends Accept-Encoding, and we need both kinds. */
function ask(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers with the per-response parts (date, size) taken out. */
function comparable(answer: Answer) {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (["date", "content-length", "transfer-encoding", "connection", "keep-alive"].includes(name)) continue;
    result[name] = String(value);
  }
  return result;
}

let server: RunningServer;
let log = "";
beforeAll(async () => {
  // Behind a "trusted proxy" (loopback) so HTTPS can be asked for, and logging every request.
  server = await startServer({ TRUST_PROXY: "loopback", LOG_LEVEL: "info" });
  server.process.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
});
afterAll(async () => {
  await server?.stop();
});

describe("prerendered pages", () => {
  for (const [kind, headers] of [
    ["HTTP", {}],
    ["HTTPS via a trusted proxy", { "x-forwarded-proto": "https" }],
  ] as const) {
    it(`carry the security headers of the same page rendered by the router, over ${kind}`, async () => {
      for (const encoding of [undefined, "gzip"]) {
        const extra: Record<string, string> = encoding ? { ...headers, "accept-encoding": encoding } : { ...headers };
        const page = await ask(`${server.url}/about`, { headers: extra });
        // A query string sends the same page through the whole Express chain and React Router.
        const rendered = await ask(`${server.url}/about?utm_source=router`, { headers: extra });
        expect(page.status).toBe(200);
        expect(rendered.status).toBe(200);
        const fast = comparable(page);
        const router = comparable(rendered);
        // Built pages are kept longer by shared caches than pages rendered on request.
        expect(fast["cache-control"]).toBe("public, max-age=60, s-maxage=86400, stale-while-revalidate=604800");
        expect(router["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=3600");
        for (const answer of [fast, router]) {
          delete answer["cache-control"];
          delete answer.etag;
        }
        expect(fast).toEqual(router);
        expect(page.headers["set-cookie"]).toBeUndefined();
        expect(page.headers["x-powered-by"]).toBeUndefined();
      }
    });
  }

  it("answer every visitor with the same bytes and a validator, and set no cookie", async () => {
    const paths = [...staticContentPaths, ...documentPaths, "/insights?page=2", "/no-such-page"];
    for (const path of paths) {
      const first = await ask(server.url + path);
      const second = await ask(server.url + path, { headers: { cookie: "noema_csrf=x; other=y" } });
      expect(first.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(first.body.equals(second.body), path).toBe(true);
      expect(first.headers.etag, path).toMatch(/^W\/"[\w-]{27}"$/);
      expect(second.headers.etag, path).toBe(first.headers.etag);
      expect(first.headers["content-security-policy"], path).toBe(second.headers["content-security-policy"]);
      expect(first.headers["set-cookie"], path).toBeUndefined();
      expect(String(first.headers["cache-control"]), path).toMatch(/^public, /);
      expect(
        scriptsNotAllowed(first.body.toString("utf8"), String(first.headers["content-security-policy"])),
        path,
      ).toEqual([]);
    }
  });

  it("answer a matching If-None-Match with 304 and no body, by either path", async () => {
    for (const path of ["/about", "/about?utm_source=router", "/privacy-policy"]) {
      const page = await ask(server.url + path);
      const again = await ask(server.url + path, { headers: { "if-none-match": String(page.headers.etag) } });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(page.headers.etag);
      const stale = await ask(server.url + path, { headers: { "if-none-match": 'W/"something-else"' } });
      expect(stale.status, path).toBe(200);
    }
  });

  it("answer HEAD with the GET headers and no body", async () => {
    const get = await ask(`${server.url}/about`);
    const head = await ask(`${server.url}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(comparable(head)).toEqual(comparable(get));
  });

  it("compress for clients that accept it, and send plain bytes to those that do not", async () => {
    const plain = await ask(`${server.url}/about`);
    const gzip = await ask(`${server.url}/about`, { headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const brotli = await ask(`${server.url}/about`, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gzip.headers.vary).toBe("Accept-Encoding");
  });

  it("redirect a trailing slash to the canonical URL, keeping the query", async () => {
    const slashed = await ask(`${server.url}/about/`);
    expect(slashed.status).toBe(301);
    expect(slashed.headers.location).toBe("/about");
    const withQuery = await ask(`${server.url}/about/?a=1`);
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe("/about?a=1");
  });

  it("redirect the template file behind a page to the page, never serving its placeholders", async () => {
    for (const [file, page] of [
      ["/about/index.html", "/about"],
      ["/index.html", "/"],
      ["/insights/reading-a-venture-debt-term-sheet/index.html?a=1", "/insights/reading-a-venture-debt-term-sheet?a=1"],
    ]) {
      const answer = await ask(server.url + file);
      expect(answer.status, file).toBe(301);
      expect(answer.headers.location).toBe(page);
      expect(answer.body.toString("utf8")).not.toContain("__NOEMA_");
    }
  });

  it("serve every prerendered page", async () => {
    for (const path of staticContentPaths) {
      const page = await ask(server.url + path);
      expect(page.status, path).toBe(200);
      expect(page.headers["cache-control"], path).toBe(
        "public, max-age=60, s-maxage=86400, stale-while-revalidate=604800",
      );
    }
  });

  it("log one line per request, like every other response", async () => {
    await ask(`${server.url}/about`, { method: "HEAD" });
    await ask(`${server.url}/about?utm_source=router`, { method: "HEAD" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = log
      .split("\n")
      .filter((line) => line.includes('"method":"HEAD"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const shape = (line: Record<string, unknown>) => ({ ...line, time: 0, responseTime: 0 });
    const fast = lines.find((line) => (line.req as { url: string }).url === "/about");
    const router = lines.find((line) => (line.req as { url: string }).url === "/about?utm_source=router");
    expect(fast).toBeDefined();
    expect(shape(fast ?? {})).toEqual({ ...shape(router ?? {}), req: { method: "HEAD", url: "/about" } });
    expect(fast?.msg).toBe("request completed");
    expect(typeof fast?.responseTime).toBe("number");
  });
});
