import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { type FuzzReport, runFuzz } from "#tests/fuzz/run.ts";
import { fuzzRoutes } from "#tests/fuzz/routes.ts";
import { startFuzzTarget } from "#tests/fuzz/target.ts";

/*
 * Property-based fuzz of every route in app/routes.ts against the production build, on SQLite and
 * (with TEST_DATABASE_URL) PostgreSQL. CI size by default; `npm run bench -- --only fuzz` runs
 * it with FUZZ_REQUESTS=100000 and FUZZ_REPORT set. A failure names the seed: FUZZ_SEED replays it.
 */
const requests = Number(process.env.FUZZ_REQUESTS ?? 1500);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const reports: FuzzReport[] = [];

describe("the fuzzed route list", () => {
  it("gives a query to routes that read it in a helper, like the newsletter links' token", () => {
    const readsQuery = (pattern: string) => fuzzRoutes().find((route) => route.pattern === pattern)?.readsQuery;
    expect(readsQuery("/newsletter/confirm")).toBe(true);
    expect(readsQuery("/newsletter/unsubscribe")).toBe(true);
    expect(readsQuery("/inbox/:list")).toBe(true);
  });
});

describe.each(testDialects)("fuzz of every route (%s)", (dialect) => {
  it(
    "never a 5xx or an off-site redirect; stays up, flat, and stores only valid rows for accepted requests",
    async () => {
      const target = await startFuzzTarget(dialect);
      try {
        const report = await runFuzz(target, {
          requests,
          seed,
          concurrency: 4,
          rssGrowthLimitBytes: 256 * 1024 * 1024,
        });
        reports.push(report);
        if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(reports, null, 2));
        expect(report.failures, `seed ${seed}`).toEqual([]);
        expect(report.requests).toBeGreaterThanOrEqual(requests);
      } finally {
        await target.close();
      }
    },
    Math.max(120_000, requests * 20),
  );
});
