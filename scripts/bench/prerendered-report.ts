// Benchmark 1 in BENCHMARKS.md: a prerendered page from the production server beside node:http.
import type { BenchReport } from "./report.ts";
import { goals, loadCells, ratio, verdict } from "./report-format.ts";

type Prerendered = NonNullable<BenchReport["prerendered"]>;

/**
 * The goal's ratio: against node:http sending the same response, bytes and headers, where the run has it.
 * Against the bare file it also counts the page's headers, which the load generator parses on the same
 * two cores, so it says what the headers cost, not what the server does per request.
 */
export function prerenderedShare({ app, baseline, sameResponse }: Prerendered): number {
  return app.requestsPerSecond / Math.max(1, (sameResponse ?? baseline).requestsPerSecond);
}

export function renderPrerendered(prerendered: Prerendered, heading = "## 1. Prerendered page throughput"): string[] {
  const { app, baseline, sameResponse, headers, bareExpress, path } = prerendered;
  const share = prerenderedShare(prerendered);
  return [
    heading,
    "",
    `\`GET ${path}\` from the production server (answered in front of Express, decisions 040 and 065: the same bytes, validator and full helmet header set for every request, computed at start-up, and one log line per request) against the same HTML file served by a minimal \`node:http\` server (scripts/bench/static-server.ts, file held in memory)${sameResponse && headers ? `, bare and with the ${headers.count} headers the page goes out with (${headers.bytes.toLocaleString("en")} bytes: CSP, HSTS, ETag, caching…)` : ""}. The servers take turns in alternating rounds (throughput over all rounds, the median round's latencies).`,
    "",
    "| Server | Throughput | p50 | p99 | Failed |",
    "|---|--:|--:|--:|--:|",
    `| Noema server | ${loadCells(app)} |`,
    ...(sameResponse ? [`| node:http, the same response (baseline) | ${loadCells(sameResponse)} |`] : []),
    `| node:http, the file bare${sameResponse ? "" : " (baseline)"} | ${loadCells(baseline)} |`,
    `| bare Express 5, same file from memory (reference) | ${loadCells(bareExpress)} |`,
    "",
    `Bare Express alone reaches ${ratio(bareExpress.requestsPerSecond, baseline.requestsPerSecond)} of node:http; the Noema server reaches ${ratio(app.requestsPerSecond, bareExpress.requestsPerSecond)} of bare Express${sameResponse ? ` and ${ratio(app.requestsPerSecond, baseline.requestsPerSecond)} of the bare file: the difference is what sending the page's headers costs, node:http included (${ratio(sameResponse.requestsPerSecond, baseline.requestsPerSecond)} of itself without them)` : ""}.`,
    "",
    `Ratio ${share.toFixed(2)}× of node:http${sameResponse ? " sending the same response" : ""}; goal ≥ ${goals.prerenderedRatio}: ${verdict(share >= goals.prerenderedRatio, `${((goals.prerenderedRatio - share) * 100).toFixed(0)} points short`)}.`,
    "",
  ];
}
