import { rssBytes } from "#tests/memory.ts";
import fc from "fast-check";
import { watchHealthz } from "#tests/health-watch.ts";
import { type RawResponse, rawRequest } from "#tests/http.ts";
import { sideOfLimit } from "./long-parts.ts";
import { materialise } from "./materialise.ts";
import { anyRequestPlan } from "./requests.ts";
import { type StoredRows, checkStoredRows, keysStoredFor } from "./rows.ts";
import { fuzzRoutes } from "./routes.ts";
import type { FuzzTarget } from "./target.ts";

/*
 * The properties, checked against a running production server:
 * never a 5xx; never a redirect off-site; /healthz answers throughout (polled beside the run, on its
 * own connections) and the server logs no error; RSS stays flat; no row is stored for a refused
 * request; every stored row passes its schema. A request within the header limit is served like any
 * other (never 431); one past it is refused with a 4xx, or its connection closed, and nothing more.
 */

/**
 * The most response-header bytes an answer may carry: what a proxy's default buffer for them holds
 * (nginx proxy_buffer_size: one 4 or 8 KiB page). Past it the proxy answers 502.
 */
const RESPONSE_HEADER_LIMIT_BYTES = 8 * 1024;

/** Node's answers to a request past its header limit; it may also reset a client still sending. */
const PAST_LIMIT_STATUSES = [400, 413, 414, 431];
const RESET_CODES = ["ECONNRESET", "EPIPE"];

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Requests in flight at once (one fast-check run each, seeds seed, seed+1, …). */
  concurrency: number;
  /** Largest RSS growth accepted after the warm-up (V8 sizes its heap up first, then settles). */
  rssGrowthLimitBytes: number;
}

export interface FuzzReport {
  dialect: string;
  seed: number;
  requests: number;
  statuses: Record<string, number>;
  /** Requests with a URL or header value near the 16 KiB limit: within it, and past it. */
  longRequests: { within: number; beyond: number };
  /** /healthz polled beside the run: how often, and its slowest answer. */
  healthz: { polls: number; longestMs: number };
  /** The five slowest requests, "ms: request". */
  slowest: string[];
  routes: number;
  rows: Omit<StoredRows, "invalid">;
  rssBeforeBytes: number;
  rssAfterBytes: number;
  /** RSS in MiB after every 1,000 requests. */
  rssSamplesMiB: number[];
  durationSeconds: number;
  /** Every property that failed, with fast-check's counterexample and seed; empty when all held. */
  failures: string[];
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await rawRequest(baseUrl, { path: "/healthz" })).status === 200;
  } catch {
    return false;
  }
}

/** The answer, or the reset of a connection the server closed on a request past its limit. */
async function send(baseUrl: string, request: Parameters<typeof rawRequest>[1], mayReset: boolean) {
  try {
    return await rawRequest(baseUrl, request);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (mayReset && RESET_CODES.includes(code)) return "reset" as const;
    throw error;
  }
}

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const { baseUrl } = target.context;
  const origin = new URL(baseUrl).origin;
  const pid = target.server.process.pid ?? 0;
  const routes = fuzzRoutes();
  const statuses: Record<string, number> = {};
  const refusedKeys = new Set<string>();
  const failures: string[] = [];
  let sent = 0;
  const rssSamples: number[] = [];

  const longRequests = { within: 0, beyond: 0 };
  const inFlight = new Map<string, number>();
  const slowest: Array<[number, string]> = [];
  const noteDuration = (ms: number, what: string) => {
    slowest.push([ms, what]);
    slowest.sort((a, b) => b[0] - a[0]);
    slowest.length = Math.min(slowest.length, 5);
  };
  const inFlightNow = () =>
    ["in flight:", ...[...inFlight].map(([what, since]) => `  ${Date.now() - since} ms: ${what}`)].join("\n");
  const checkLimit = (side: ReturnType<typeof sideOfLimit>, answer: RawResponse | "reset", what: string) => {
    const status = answer === "reset" ? "reset" : answer.status;
    if (side === "within" && (status === "reset" || status === 431))
      throw new Error(`${what} is within the header limit yet got ${status}`);
    if (side === "beyond" && status !== "reset" && !PAST_LIMIT_STATUSES.includes(status))
      throw new Error(`${what} is past the header limit yet got ${status}`);
  };

  const property = fc.asyncProperty(anyRequestPlan(routes), async (plan) => {
    const { request, trackedKey, headerBytes } = await materialise(plan, target.context);
    const side = sideOfLimit(headerBytes);
    const what = `${request.method} ${request.path.slice(0, 80)}… (${headerBytes} header bytes, ${request.body?.length ?? 0} body bytes)`;
    const started = Date.now();
    inFlight.set(what, started);
    const answer = await send(baseUrl, request, side !== "within").finally(() => inFlight.delete(what));
    noteDuration(Date.now() - started, what);
    sent++;
    if (plan.long && side !== "edge") longRequests[side]++;
    checkLimit(side, answer, what);
    if (answer === "reset") {
      statuses.reset = (statuses.reset ?? 0) + 1;
      if (trackedKey) refusedKeys.add(trackedKey);
      return;
    }
    const response = answer;
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (trackedKey && response.status >= 400) refusedKeys.add(trackedKey);
    if (response.status >= 500) throw new Error(`${what} answered ${response.status}`);
    const answerHeaderBytes = Object.entries(response.headers).reduce(
      (sum, [name, value]) => sum + name.length + 4 + String(value).length,
      0,
    );
    if (answerHeaderBytes > RESPONSE_HEADER_LIMIT_BYTES)
      throw new Error(`${what} answered with ${answerHeaderBytes} bytes of headers`);
    const location = response.headers.location;
    if (location !== undefined) {
      const followed = new URL(location.replaceAll("\\", "/"), baseUrl);
      if (followed.origin !== origin)
        throw new Error(`${request.method} ${request.path} redirects off-site to ${location}`);
    }
    if (sent % 1000 === 0) rssSamples.push(Math.round(rssBytes(pid) / 2 ** 20));
  });

  const runAll = (requests: number, firstSeed: number) =>
    Promise.all(
      Array.from({ length: options.concurrency }, async (_, index) => {
        const seed = firstSeed + index;
        try {
          await fc.assert(property, { numRuns: Math.ceil(requests / options.concurrency), seed });
        } catch (error) {
          // fast-check keeps the property's own error as the cause.
          const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
          failures.push(`seed ${seed}: ${error instanceof Error ? error.message : String(error)}${cause}`);
        }
      }),
    );
  // A fifth of the run warms the process up (JIT, caches, heap sizing); RSS is compared after it.
  const warmUp = Math.max(200, Math.floor(options.requests / 5));
  // A healthy event loop answers in milliseconds; 5 s without an answer means the server froze.
  const healthWatch = watchHealthz(baseUrl, { intervalMs: 200, stallMs: 5_000, context: inFlightNow });
  await runAll(warmUp, options.seed);
  const rssBeforeBytes = rssBytes(pid);
  await runAll(Math.max(0, options.requests - warmUp), options.seed + options.concurrency);
  const health = await healthWatch.stop();
  failures.push(...health.failures.slice(0, 10));

  if (!(await healthy(baseUrl))) failures.push("/healthz does not answer 200 after the run");
  const rssAfterBytes = rssBytes(pid);
  if (rssAfterBytes - rssBeforeBytes > options.rssGrowthLimitBytes) {
    failures.push(`RSS grew from ${rssBeforeBytes} to ${rssAfterBytes} bytes`);
  }
  // On a long run the heap settles: the second half may not keep growing (a leak would).
  const middle = rssSamples[Math.floor(rssSamples.length / 2)];
  const last = rssSamples.at(-1);
  if (rssSamples.length >= 6 && middle !== undefined && last !== undefined && last - middle > 64) {
    failures.push(`RSS still growing in the second half: ${rssSamples.join(", ")} MiB`);
  }
  const errorLines = target.server
    .output()
    .split("\n")
    .filter((line) => /"level":(?:50|60)/.test(line) || /^\s+at /.test(line));
  if (errorLines.length) failures.push(`the server logged errors:\n${errorLines.slice(0, 10).join("\n")}`);
  const leaked = await keysStoredFor(target.db.db, refusedKeys);
  if (leaked.length) failures.push(`rows stored for ${leaked.length} refused requests, e.g. key ${leaked[0]}`);
  const { invalid, ...rows } = await checkStoredRows(target.db.db);
  for (const row of invalid.slice(0, 10)) failures.push(`${row.table} ${row.id} fails its schema: ${row.problem}`);

  return {
    dialect: target.dialect,
    seed: options.seed,
    requests: sent,
    statuses,
    longRequests,
    healthz: { polls: health.polls, longestMs: health.longestMs },
    slowest: slowest.map(([ms, what]) => `${ms} ms: ${what}`),
    routes: routes.length,
    rows,
    rssBeforeBytes,
    rssAfterBytes,
    rssSamplesMiB: rssSamples,
    durationSeconds: Math.round((Date.now() - started) / 100) / 10,
    failures,
  };
}
