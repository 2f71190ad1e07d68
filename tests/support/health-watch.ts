import { request } from "node:http";

export interface HealthWatchReport {
  polls: number;
  /** Longest time one /healthz took to answer, in ms. */
  longestMs: number;
  /** Polls that errored, answered other than 200, or did not answer within `stallMs`. */
  failures: string[];
}

/** One GET /healthz on its own connection: its status, or why it has none after `stallMs`. */
export function probeHealthz(baseUrl: string, stallMs: number): Promise<{ ms: number; problem?: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const done = (problem?: string) => resolve({ ms: Date.now() - started, problem });
    const req = request(`${baseUrl}/healthz`, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode === 200 ? undefined : `answered ${res.statusCode}`));
      res.on("error", (error) => done(error.message));
    });
    req.setTimeout(stallMs, () => {
      req.destroy();
      done(`no answer within ${stallMs} ms`);
    });
    req.on("error", (error) => done(error.message));
    req.end();
  });
}

/**
 * Polls /healthz every `intervalMs` until stopped, each poll on a fresh connection so a busy
 * keep-alive pool cannot hide a stall. The event loop of a healthy server answers in milliseconds;
 * `stallMs` is a generous bound for "the server froze". `context` describes, in a failure, what else
 * was going on.
 */
export function watchHealthz(
  baseUrl: string,
  {
    intervalMs = 100,
    stallMs = 5_000,
    context,
  }: { intervalMs?: number; stallMs?: number; context?: () => string } = {},
) {
  const report: HealthWatchReport = { polls: 0, longestMs: 0, failures: [] };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { ms, problem } = await probeHealthz(baseUrl, stallMs);
      report.polls++;
      report.longestMs = Math.max(report.longestMs, ms);
      if (problem) report.failures.push(`/healthz poll ${report.polls}: ${problem}${context ? `\n${context()}` : ""}`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async (): Promise<HealthWatchReport> => {
      stopped = true;
      await loop;
      return report;
    },
  };
}
