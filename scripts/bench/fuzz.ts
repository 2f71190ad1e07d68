import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FuzzReport } from "../../tests/support/fuzz/run.ts";
import { ROOT } from "./processes.ts";

/**
 * The property-based fuzzer of tests/e2e/quality/fuzz.test.ts at bench size: the same generators
 * and properties (tests/support/fuzz), run through Vitest (the schemas it checks rows against use
 * the app's path aliases). One report per database: SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
export async function runFuzzBench(requests: number, seed: number): Promise<FuzzReport[]> {
  const reportFile = path.join(tmpdir(), `noema-fuzz-${process.pid}.json`);
  rmSync(reportFile, { force: true });
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "--project", "e2e", "tests/e2e/quality/fuzz.test.ts"],
      {
        cwd: ROOT,
        env: { ...process.env, FUZZ_REQUESTS: String(requests), FUZZ_SEED: String(seed), FUZZ_REPORT: reportFile },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    child.once("exit", resolve);
  });
  let reports: FuzzReport[];
  try {
    reports = JSON.parse(readFileSync(reportFile, "utf8")) as FuzzReport[];
  } catch {
    throw new Error(`the fuzz run wrote no report (vitest exited with ${code})`);
  }
  rmSync(reportFile, { force: true });
  return reports;
}
