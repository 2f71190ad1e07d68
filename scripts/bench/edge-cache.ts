// Issue 19's target "cached page through nginx vs nginx serving the same file ≥ 0.9×": a content
// page through docs/operations/nginx-cache.conf as shipped, in front of one production server,
// beside nginx serving the same bytes from a file, in the same run (decision 037, decision 067).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, nginxInstalled, startNginx, startStaticNginx } from "#tests/nginx.ts";
import { startServer } from "#tests/server.ts";
import { combineRounds, type LoadResult, runLoad } from "./load.ts";
import { PER_RESPONSE_HEADERS } from "./processes.ts";

export interface EdgeCacheBench {
  path: string;
  /** X-Cache-Status of the second GET, before the run: HIT when the page is cacheable. */
  cacheStatus: string;
  cached: LoadResult;
  staticFile: LoadResult;
  /** nginx sending the file with the cached page's own headers too; absent in reports written before it. */
  sameResponse?: LoadResult;
  /** Turns each server took; absent in reports written before it (four). */
  rounds?: number;
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

/** nginx's own, or what a connection or the body decides: every other header of the cached answer. */
const SERVER_OWN = new Set<string>([...PER_RESPONSE_HEADERS, "server", "etag", "last-modified", "accept-ranges"]);

function pageHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !SERVER_OWN.has(name));
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
    // The same bytes the cache answers, as a file under the same path; bare, and with the cached page's headers.
    mkdirSync(path.join(root, PAGE), { recursive: true });
    writeFileSync(path.join(root, PAGE, "index.html"), bytes);
    const staticNginx = await startStaticNginx(root, await freePort(), PAGE);
    const sameNginx = await startStaticNginx(root, await freePort(), PAGE, pageHeaders(second.headers));
    try {
      // One-second runs (smoke mode) take one turn each.
      const turns = options.seconds < ROUNDS ? 1 : ROUNDS;
      log(`nginx cache (${cacheStatus}) vs nginx static file, bare and with its headers, ${PAGE}, ${turns} rounds`);
      const before = await nodeRequestCount(app.url);
      const urls = { cached: cache.url, staticFile: staticNginx.url, sameResponse: sameNginx.url };
      const rounds = { cached: [], staticFile: [], sameResponse: [] } as Record<keyof typeof urls, LoadResult[]>;
      const duration = Math.max(1, Math.round(options.seconds / turns));
      for (let round = 0; round < turns; round++) {
        const order = Object.keys(urls) as (keyof typeof urls)[];
        for (const kind of round % 2 === 0 ? order : order.reverse())
          rounds[kind].push(await runLoad({ url: `${urls[kind]}${PAGE}`, connections: options.connections, duration }));
      }
      const nodeRequestsDuringRun = (await nodeRequestCount(app.url)) - before;
      return {
        path: PAGE,
        cacheStatus,
        cached: combineRounds(rounds.cached),
        staticFile: combineRounds(rounds.staticFile),
        sameResponse: combineRounds(rounds.sameResponse),
        rounds: turns,
        nodeRequestsDuringRun,
      };
    } finally {
      await Promise.all([staticNginx.stop(), sameNginx.stop()]);
    }
  } finally {
    await cache.stop();
    await app.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

export function renderEdgeCache(bench: EdgeCacheBench, loadCells: (result: LoadResult) => string): string[] {
  const { cached, staticFile, sameResponse } = bench;
  const baseline = sameResponse ?? staticFile;
  const share = cached.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
  const bareShare = cached.requestsPerSecond / Math.max(1, staticFile.requestsPerSecond);
  const met = share >= EDGE_CACHE_GOAL;
  return [
    "## 1b. A cached page through nginx",
    "",
    `\`GET ${bench.path}\` through \`docs/operations/nginx-cache.conf\` as shipped (one production server behind it; decision 067) against nginx serving the same bytes from a file${sameResponse ? ", bare and with the headers the cached page goes out with (CSP, HSTS, caching…)" : ""}, all nginx with one worker, taking turns in ${bench.rounds ?? ROUNDS} rounds (throughput over all rounds, the median round's latencies). The second GET before the run answered \`X-Cache-Status: ${bench.cacheStatus}\`; during the cached run the Node server answered ${bench.nodeRequestsDuringRun.toLocaleString("en")} requests.`,
    "",
    "| Server | Throughput | p50 | p99 | Failed |",
    "|---|--:|--:|--:|--:|",
    `| nginx cache | ${loadCells(cached)} |`,
    ...(sameResponse ? [`| nginx, static file with the same headers (baseline) | ${loadCells(sameResponse)} |`] : []),
    `| nginx, static file bare${sameResponse ? "" : " (baseline)"} | ${loadCells(staticFile)} |`,
    "",
    `Ratio ${share.toFixed(2)}× of the static file${sameResponse ? ` sending the same response (${bareShare.toFixed(2)}× of the bare file, which leaves out what sending the headers costs)` : ""}; goal ≥ ${EDGE_CACHE_GOAL}: ${met ? "**met**" : `**not met**${bench.cacheStatus === "HIT" ? "" : " (the page is not cacheable: every request reached Node)"}`}.`,
    "",
  ];
}
