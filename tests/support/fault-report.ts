import { appendFileSync } from "node:fs";

/*
 * The fault tests of issue 13 run at CI size in `npm test`; `npm run bench` runs them again at
 * full size (FAULT_SIZE=full) and collects one row per fault from FAULT_REPORT for BENCHMARKS.md.
 */
export const fullSize = process.env.FAULT_SIZE === "full";

/** The CI figure, or the full one under `npm run bench`. */
export const bySize = <T>(ci: T, full: T): T => (fullSize ? full : ci);

export interface FaultRow {
  fault: string;
  database: string;
  /** What happened, in figures: written before the assertions, so a failed run reports it too. */
  outcome: string;
}

export function recordFault(row: FaultRow) {
  const file = process.env.FAULT_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}
