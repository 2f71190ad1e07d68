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
