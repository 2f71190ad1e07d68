import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./processes.ts";

/**
 * Runs one browser-project test file through Vitest at bench size (the tests use the app's path
 * aliases, which only Vitest resolves) and reads the JSON report it writes to `reportVariable`.
 */
export async function runVitestReport<Report>(
  testFile: string,
  reportVariable: string,
  env: Record<string, string>,
): Promise<Report> {
  const reportFile = path.join(tmpdir(), `noema-${reportVariable.toLowerCase()}-${process.pid}.json`);
  rmSync(reportFile, { force: true });
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "--project", "e2e", testFile],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, [reportVariable]: reportFile },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    child.once("exit", resolve);
  });
  try {
    return JSON.parse(readFileSync(reportFile, "utf8")) as Report;
  } catch {
    throw new Error(`${testFile} wrote no report (vitest exited with ${code})`);
  } finally {
    rmSync(reportFile, { force: true });
  }
}
