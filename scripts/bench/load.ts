import autocannon, { type Options } from "autocannon";

export interface LoadResult {
  /** Mean completed requests per second. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Responses outside 2xx, connection errors and timeouts. */
  failed: number;
  connections: number;
  durationSeconds: number;
}

/** autocannon against a loopback URL; every answer must be 2xx or the figure is worthless. */
export async function runLoad(options: Options & { connections: number; duration: number }): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+/.test(options.url))
    throw new Error(`Benchmarks run on loopback only, not ${options.url}`);
  const result = await autocannon({ timeout: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result["2xx"] + result.non2xx,
    failed: result.non2xx + result.errors + result.timeouts,
    connections: options.connections,
    durationSeconds: options.duration,
  };
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
