// What every section of BENCHMARKS.md writes its figures with, and the goals it holds them to.
import type { LoadResult } from "./load.ts";

/** Goals from the issue; the report says how far off a figure is. */
export const goals = {
  prerenderedRatio: 0.9,
  formsPerSecond: 1000,
  formsP99Ms: 50,
  /** Issue 11: staff list and search at 100,000 leads. */
  inboxP95Ms: 50,
};

export const ratio = (value: number, baseline: number) =>
  baseline === 0 ? "n/a" : `${(value / baseline).toFixed(2)}×`;

export const loadCells = (result: LoadResult) =>
  `${result.requestsPerSecond.toLocaleString("en")} req/s | ${result.p50Ms} ms | ${result.p99Ms} ms | ${result.failed}`;

export function verdict(met: boolean, shortBy: string) {
  return met ? "**met**" : `**not met** (${shortBy})`;
}
