// Issue 19's target "cached page through nginx vs nginx serving the same file ≥ 0.9×": a content
// page through docs/operations/nginx-cache.conf as shipped, in front of one production server,
// beside nginx serving the same bytes from a file, in the same run (decision 037, decision 067).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, nginxInstalled, startNginx, startStaticNginx } from "../../tests/support/nginx.ts";
import { startServer } from "../../tests/support/server.ts";
import { type LoadResult, runLoad } from "./load.ts";

export interface EdgeCacheBench {
  path: string;
  /** X-Cache-Status of the second GET, before the run: HIT when the page is cacheable. */
  cacheStatus: string;
  cached: LoadResult;
  staticFile: LoadResult;
  /** Requests the Node server answered during the cached run (HIT: none). */
  nodeRequestsDuringRun: number;
}

export const EDGE_CACHE_GOAL = 0.9;
const PAGE = "/about";
const METRICS_TOKEN = "b".repeat(40);

async function nodeRequestCount(appUrl: string): Promise<number> {
  const response = await fetch(`${appUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  let total = 0;
  for (const line of (await response.text()).split("\n")) {
    const match = /^noema_http_requests_total\{(.*)\} (\d+)$/.exec(line);
    if (match && !match[1]?.includes('route="/metrics"')) total += Number(match[2]);
  }
  return total;
}

/** Undefined without nginx. */
export async function benchEdgeCache(
  options: { seconds: number; connections: number },
  log: (message: string) => void,
): Promise<EdgeCacheBench | undefined> {
  if (!nginxInstalled()) {
    log("nginx cache: skipped, nginx is not installed");
    return undefined;
  }
  const app = await startServer({ METRICS_TOKEN });
  const root = mkdtempSync(path.join(tmpdir(), "noema-bench-edge-"));
  const appPort = Number(new URL(app.url).port);
  const cache = await startNginx("nginx-cache.conf", await freePort(), [appPort, appPort]);
  try {
    // Uncompressed, as autocannon asks: the cached copy it will get.
    const identity = { headers: { "accept-encoding": "identity" } };
    await (await fetch(`${cache.url}${PAGE}`, identity)).arrayBuffer();
    const second = await fetch(`${cache.url}${PAGE}`, identity);
    const bytes = Buffer.from(await second.arrayBuffer());
    const cacheStatus = second.headers.get("x-cache-status") ?? "none";
    // The same bytes the cache answers, as a file under the same path.
    mkdirSync(path.join(root, PAGE), { recursive: true });
    writeFileSync(path.join(root, PAGE, "index.html"), bytes);
    const staticNginx = await startStaticNginx(root, await freePort(), PAGE);
    try {
      const load = (url: string) =>
        runLoad({ url: `${url}${PAGE}`, connections: options.connections, duration: options.seconds });
      log(`nginx cache (${cacheStatus}) vs nginx static file, ${PAGE}`);
      const before = await nodeRequestCount(app.url);
      const cached = await load(cache.url);
      const nodeRequestsDuringRun = (await nodeRequestCount(app.url)) - before;
      const staticFile = await load(staticNginx.url);
      return { path: PAGE, cacheStatus, cached, staticFile, nodeRequestsDuringRun };
    } finally {
      await staticNginx.stop();
    }
  } finally {
    await cache.stop();
    await app.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

export function renderEdgeCache(bench: EdgeCacheBench, loadCells: (result: LoadResult) => string): string[] {
  const { cached, staticFile } = bench;
  const share = cached.requestsPerSecond / Math.max(1, staticFile.requestsPerSecond);
  const met = share >= EDGE_CACHE_GOAL;
  return [
    "## 1b. A cached page through nginx",
    "",
    `\`GET ${bench.path}\` through \`docs/operations/nginx-cache.conf\` as shipped (one production server behind it; decision 067) against nginx serving the same bytes from a file, both nginx with one worker. The second GET before the run answered \`X-Cache-Status: ${bench.cacheStatus}\`; during the cached run the Node server answered ${bench.nodeRequestsDuringRun.toLocaleString("en")} requests.`,
    "",
    "| Server | Throughput | p50 | p99 | Failed |",
    "|---|--:|--:|--:|--:|",
    `| nginx cache | ${loadCells(cached)} |`,
    `| nginx, static file (baseline) | ${loadCells(staticFile)} |`,
    "",
    `Ratio ${share.toFixed(2)}× of the static file; goal ≥ ${EDGE_CACHE_GOAL}: ${met ? "**met**" : `**not met**${bench.cacheStatus === "HIT" ? "" : " (the page is not cacheable: every request reached Node)"}`}.`,
    "",
  ];
}
