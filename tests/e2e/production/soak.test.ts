import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RSS_BOUND_BYTES } from "#tests/memory.ts";
import { missingDeploymentServices } from "#tests/nginx.ts";
import { runSoak } from "#tests/soak.ts";

/*
 * The soak at a fixed arrival rate against two instances behind nginx. CI size by default
 * (10 s at 20/s); `npm run bench` runs 60 s with SOAK_SECONDS, SOAK_RATE and SOAK_REPORT set.
 */
const seconds = Number(process.env.SOAK_SECONDS ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 20);
const missing = missingDeploymentServices();

describe.skipIf(missing.length > 0)(`soak${missing.length ? `: skipped, needs ${missing.join(", ")}` : ""}`, () => {
  it(
    "answers every page view and submission at a fixed arrival rate with no error",
    async () => {
      const report = await runSoak(seconds, rate);
      if (process.env.SOAK_REPORT) writeFileSync(process.env.SOAK_REPORT, JSON.stringify(report, null, 2));
      console.log(
        `soak: ${report.requests} requests, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, ` +
          `peak RSS ${(report.peakRssBytes / 2 ** 20).toFixed(1)} MB`,
      );
      expect(report.errors).toEqual([]);
      expect(report.requests).toBe(Math.round(seconds * rate));
      // Issue 13's memory bound: a flood of posts must not grow an instance past 300 MB.
      expect(report.peakRssBytes).toBeLessThanOrEqual(RSS_BOUND_BYTES);
    },
    seconds * 1000 + 120_000,
  );
});
