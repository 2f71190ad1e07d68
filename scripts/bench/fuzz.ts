import type { FuzzReport } from "#tests/fuzz/run.ts";
import { runVitestReport } from "./vitest-report.ts";

/**
 * The property-based fuzzer of tests/e2e/quality/fuzz.test.ts at bench size: the same generators
 * and properties (tests/support/fuzz). One report per database: SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
export function runFuzzBench(requests: number, seed: number): Promise<FuzzReport[]> {
  return runVitestReport<FuzzReport[]>("tests/e2e/quality/fuzz.test.ts", "FUZZ_REPORT", {
    FUZZ_REQUESTS: String(requests),
    FUZZ_SEED: String(seed),
  });
}
