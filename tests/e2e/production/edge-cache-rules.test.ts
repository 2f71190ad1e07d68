import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "#tests/http.ts";
import { type ShippedNginx, currentBuildId, freePort, nginxInstalled, startNginx } from "#tests/nginx.ts";

/*
 * docs/operations/nginx-cache.conf as shipped, in front of two scripted upstreams that answer
 * each path with chosen headers: what the cache stores, what it never stores whatever the
 * upstream claims, and how it asks the instances. The deployment itself is edge-cache.test.ts.
 */
const SHAREABLE = "public, max-age=60, s-maxage=86400, stale-while-revalidate=604800";
const ANSWERS: Record<string, Record<string, string>> = {
  "/page": { "Cache-Control": SHAREABLE, ETag: '"v1"', Vary: "Accept-Encoding" },
  "/expiring": { "Cache-Control": "public, max-age=1, s-maxage=1, stale-while-revalidate=604800", ETag: '"v1"' },
  "/no-store": { "Cache-Control": "no-store" },
  "/private": { "Cache-Control": "private, max-age=60" },
  "/no-headers": {},
  "/cookie": { "Cache-Control": SHAREABLE, "Set-Cookie": "noema_csrf=abc; Path=/; HttpOnly" },
  "/vary-cookie": { "Cache-Control": SHAREABLE, Vary: "Cookie, Accept-Encoding" },
  // Personal paths that claim to be shareable: the configuration keeps them out regardless.
  "/inbox/applications": { "Cache-Control": SHAREABLE },
  "/account": { "Cache-Control": SHAREABLE },
  "/account/documents": { "Cache-Control": SHAREABLE },
  "/account.data": { "Cache-Control": SHAREABLE },
  "/inbox/applications.data": { "Cache-Control": SHAREABLE },
  // A public page whose name merely starts like one: cached as any other.
  "/accounting-guide": { "Cache-Control": SHAREABLE },
};

/** The guide's purge function (docs/operations.md §3), without its example call. */
function guidePurgeFunction(): string {
  const guide = readFileSync(path.resolve(import.meta.dirname, "../../../docs/operations.md"), "utf8");
  const block = /```sh\n(# Drop one page[\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error("docs/operations.md no longer has the purge block");
  return block
    .split("\n")
    .filter((line) => !line.startsWith("purge_page /"))
    .join("\n");
}

interface Seen {
  method: string;
  url: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

describe.skipIf(!nginxInstalled())("nginx-cache.conf: what is cached and what never is", () => {
  const seen: Seen[] = [];
  const upstreams: Server[] = [];
  let nginx: ShippedNginx;

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
    });
    const headers = ANSWERS[(req.url ?? "").split("?")[0] ?? ""] ?? {};
    req.resume();
    if (headers.ETag && req.headers["if-none-match"] === headers.ETag) return res.writeHead(304, headers).end();
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers }).end(`<p>${req.url}</p>`);
  };
  const reached = (url: string) => seen.filter((request) => request.url === url);
  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(nginx.url, { path, headers });

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) {
      const server = createServer(answer);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      upstreams.push(server);
    }
    const ports = upstreams.map((server) => (server.address() as AddressInfo).port);
    nginx = await startNginx("nginx-cache.conf", await freePort(), ports);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it("stores a shareable page once and answers it, and its 304, without the upstream", async () => {
    const first = await get("/page");
    expect(first.headers["x-cache-status"]).toBe("MISS");
    const second = await get("/page");
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe('"v1"');
    const revalidated = await get("/page", { "if-none-match": '"v1"' });
    expect(revalidated.status).toBe(304);
    expect(reached("/page")).toHaveLength(1);
  });

  it("keeps one copy per encoding, not one per Accept-Encoding spelling", async () => {
    const spellings = ["gzip, deflate, br, zstd", "gzip, deflate, br", "br, gzip", "gzip, deflate", "gzip"];
    for (const spelling of spellings) await get("/page?encodings", { "accept-encoding": spelling });
    await get("/page?encodings");
    expect(reached("/page?encodings").map((request) => request.acceptEncoding)).toEqual(["br", "gzip", undefined]);
  });

  it.each(["/no-store", "/private", "/no-headers", "/cookie", "/vary-cookie"])(
    "never stores %s: each GET reaches the upstream",
    async (path) => {
      for (let count = 0; count < 3; count++) expect((await get(path)).headers["x-cache-status"]).toBe("MISS");
      expect(reached(path)).toHaveLength(3);
    },
  );

  it.each(["/inbox/applications", "/account", "/account/documents", "/account.data", "/inbox/applications.data"])(
    "never serves nor stores %s, even when the upstream calls it public",
    async (path) => {
      for (let count = 0; count < 3; count++) expect((await get(path)).headers["x-cache-status"]).toBe("BYPASS");
      expect(reached(path)).toHaveLength(3);
    },
  );

  it("caches a public path that only starts like a personal one", async () => {
    await get("/accounting-guide");
    expect((await get("/accounting-guide")).headers["x-cache-status"]).toBe("HIT");
  });

  it("passes every POST to the upstream, and a POST does not refresh the cached page", async () => {
    await get("/page?post");
    for (let count = 0; count < 2; count++) {
      const post = await rawRequest(nginx.url, { method: "POST", path: "/page?post", body: "a=1" });
      expect(post.headers["x-cache-status"]).toBeUndefined();
    }
    expect((await get("/page?post")).headers["x-cache-status"]).toBe("HIT");
    expect(reached("/page?post").map((request) => request.method)).toEqual(["GET", "POST", "POST"]);
  });

  it("past s-maxage serves the stale copy and revalidates it with If-None-Match", async () => {
    await get("/expiring");
    // nginx counts lifetimes in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await get("/expiring")).headers["x-cache-status"]).toBe("STALE");
    await expect.poll(() => reached("/expiring").length).toBe(2);
    expect(reached("/expiring")[1]?.ifNoneMatch).toBe('"v1"');
  });

  it("a new build id starts a new set of keys: the old copy is not served", async () => {
    await get("/page?build");
    expect((await get("/page?build")).headers["x-cache-status"]).toBe("HIT");
    await nginx.deployBuildId(`${currentBuildId()}-next`);
    expect((await get("/page?build")).headers["x-cache-status"]).toBe("MISS");
    expect((await get("/page?build")).headers["x-cache-status"]).toBe("HIT");
    expect(reached("/page?build")).toHaveLength(2);
  });

  it("the guide's purge drops one page, in every encoding, while nginx runs", async () => {
    for (const encoding of ["br", "gzip", "identity"]) await get("/page?purge", { "accept-encoding": encoding });
    await get("/page?kept");
    const script = guidePurgeFunction()
      .replaceAll("sudo ", "")
      .replaceAll("/etc/nginx/noema/", `${nginx.prefix}/noema/`)
      .replaceAll("/var/cache/nginx/noema", `${nginx.prefix}/cache`)
      // $scheme://$host as nginx sees this test's requests.
      .replaceAll("https://www.noema.example", "http://127.0.0.1");
    execFileSync("bash", ["-euo", "pipefail", "-c", `${script}\npurge_page '/page?purge'`]);
    for (const encoding of ["br", "gzip", "identity"])
      expect((await get("/page?purge", { "accept-encoding": encoding })).headers["x-cache-status"]).toBe("MISS");
    expect((await get("/page?kept")).headers["x-cache-status"]).toBe("HIT");
    expect(reached("/page?purge")).toHaveLength(6);
  });
});
