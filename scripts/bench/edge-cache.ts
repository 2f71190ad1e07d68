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
/**
 * The two servers take turns (cached, static, static, cached…) so that a change in the machine's load
 * during the run weighs on both alike; on a shared 2-core machine one long run after the other did not.
 */
const ROUNDS = 4;
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Rounds of one server as one result: throughput over all of them, the median round's latencies. */
export function combineRounds(rounds: LoadResult[]): LoadResult {
  const durationSeconds = rounds.reduce((sum, round) => sum + round.durationSeconds, 0);
  return {
    requestsPerSecond: Math.round(
      rounds.reduce((sum, round) => sum + round.requestsPerSecond * round.durationSeconds, 0) /
        Math.max(1, durationSeconds),
    ),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    total: rounds.reduce((sum, round) => sum + round.total, 0),
    failed: rounds.reduce((sum, round) => sum + round.failed, 0),
    connections: rounds[0]?.connections ?? 0,
    durationSeconds,
  };
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
      log(`nginx cache (${cacheStatus}) vs nginx static file, ${PAGE}, ${ROUNDS} alternating rounds`);
      const before = await nodeRequestCount(app.url);
      const rounds = { cached: [] as LoadResult[], staticFile: [] as LoadResult[] };
      const duration = Math.max(1, Math.round(options.seconds / ROUNDS));
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (["cached", "staticFile"] as const) : (["staticFile", "cached"] as const);
        for (const kind of order) {
          const url = `${kind === "cached" ? cache.url : staticNginx.url}${PAGE}`;
          rounds[kind].push(await runLoad({ url, connections: options.connections, duration }));
        }
      }
      const nodeRequestsDuringRun = (await nodeRequestCount(app.url)) - before;
      return {
        path: PAGE,
        cacheStatus,
        cached: combineRounds(rounds.cached),
        staticFile: combineRounds(rounds.staticFile),
        nodeRequestsDuringRun,
      };
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
    `\`GET ${bench.path}\` through \`docs/operations/nginx-cache.conf\` as shipped (one production server behind it; decision 067) against nginx serving the same bytes from a file, both nginx with one worker, taking turns in ${ROUNDS} rounds (throughput over all rounds, the median round's latencies). The second GET before the run answered \`X-Cache-Status: ${bench.cacheStatus}\`; during the cached run the Node server answered ${bench.nodeRequestsDuringRun.toLocaleString("en")} requests.`,
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
