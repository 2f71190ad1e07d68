import { rssBytes } from "../memory.ts";
import fc from "fast-check";
import { rawRequest } from "../http.ts";
import { materialise } from "./materialise.ts";
import { anyRequestPlan } from "./requests.ts";
import { type StoredRows, checkStoredRows, keysStoredFor } from "./rows.ts";
import { fuzzRoutes } from "./routes.ts";
import type { FuzzTarget } from "./target.ts";

/*
 * The properties, checked against a running production server:
 * never a 5xx; never a redirect off-site; the server stays up (/healthz) and logs no error;
 * RSS stays flat; no row is stored for a refused request; every stored row passes its schema.
 */

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

  const property = fc.asyncProperty(anyRequestPlan(routes), async (plan) => {
    const { request, trackedKey } = await materialise(plan, target.context);
    const response = await rawRequest(baseUrl, request);
    sent++;
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (trackedKey && response.status >= 400) refusedKeys.add(trackedKey);
    if (response.status >= 500) throw new Error(`${request.method} ${request.path} answered ${response.status}`);
    const location = response.headers.location;
    if (location !== undefined) {
      const followed = new URL(location.replaceAll("\\", "/"), baseUrl);
      if (followed.origin !== origin)
        throw new Error(`${request.method} ${request.path} redirects off-site to ${location}`);
    }
    if (sent % 1000 === 0) rssSamples.push(Math.round(rssBytes(pid) / 2 ** 20));
    if (sent % 500 === 0 && !(await healthy(baseUrl))) throw new Error(`/healthz failed after ${sent} requests`);
  });

  const runAll = (requests: number, firstSeed: number) =>
    Promise.all(
      Array.from({ length: options.concurrency }, async (_, index) => {
        const seed = firstSeed + index;
        try {
          await fc.assert(property, { numRuns: Math.ceil(requests / options.concurrency), seed });
        } catch (error) {
          failures.push(`seed ${seed}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  // A fifth of the run warms the process up (JIT, caches, heap sizing); RSS is compared after it.
  const warmUp = Math.max(200, Math.floor(options.requests / 5));
  await runAll(warmUp, options.seed);
  const rssBeforeBytes = rssBytes(pid);
  await runAll(Math.max(0, options.requests - warmUp), options.seed + options.concurrency);

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
    routes: routes.length,
    rows,
    rssBeforeBytes,
    rssAfterBytes,
    rssSamplesMiB: rssSamples,
    durationSeconds: Math.round((Date.now() - started) / 100) / 10,
    failures,
  };
}
