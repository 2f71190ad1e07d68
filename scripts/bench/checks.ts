import type { BenchReport } from "./report.ts";
import { RSS_BOUND_BYTES } from "#tests/memory.ts";
import { exportFailures } from "./export.ts";
import { resilienceFailures } from "./resilience.ts";

/*
 * The properties a bench run must hold, as opposed to its timings, which it only reports:
 * the fuzz finds no failure, crashes lose nothing, the fault tests pass, and no instance grows
 * past the memory bound. `npm run bench` exits non-zero when one fails.
 */
export function benchFailures(report: BenchReport): string[] {
  const failures: string[] = [];
  for (const run of report.fuzz ?? [])
    if (run.failures.length) failures.push(`fuzz on ${run.dialect}: ${run.failures.length} failed (seed ${run.seed})`);
  if (report.resilience) failures.push(...resilienceFailures(report.resilience));
  if (report.export) failures.push(...exportFailures(report.export));
  const peak = report.memory?.peakUnderLoadBytes.app;
  if (peak !== undefined && peak > RSS_BOUND_BYTES)
    failures.push(`server peak RSS under load ${(peak / 2 ** 20).toFixed(1)} MB, over 300 MB`);
  for (const run of [report.forms?.withJs, report.forms?.withoutJs])
    // Fewer rows than 200s means an acknowledged submission was lost.
    if (run && run.storedRows < run.load.total - run.load.failed)
      failures.push(`${run.path}: ${run.load.total - run.load.failed} acknowledged, ${run.storedRows} stored`);
  return failures;
}

export function renderChecks(report: BenchReport): string[] {
  const failures = benchFailures(report);
  return failures.length === 0
    ? [
        "**Properties held:** no fuzz failure, nothing lost, doubled or undeliverable under kill -9, every fault test passed, the CSV export complete with the server answering, peak RSS within 300 MB. Timings below are reported, not asserted.",
        "",
      ]
    : ["**Properties that failed in this run:**", "", ...failures.map((failure) => `- ${failure}`), ""];
}
