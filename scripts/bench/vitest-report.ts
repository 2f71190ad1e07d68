import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./processes.ts";

/**
 * Runs browser-project test files through Vitest at bench size (the tests use the app's path
 * aliases, which only Vitest resolves), one file at a time, with `reportVariable` naming a fresh
 * file the tests write their figures to. Returns that file's text and whether every test passed.
 */
async function runVitest(testFiles: string[], reportVariable: string, env: Record<string, string>) {
  const reportFile = path.join(tmpdir(), `noema-${reportVariable.toLowerCase()}-${process.pid}.json`);
  rmSync(reportFile, { force: true });
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "--project", "e2e", "--maxWorkers", "1", ...testFiles],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, [reportVariable]: reportFile },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    child.once("exit", resolve);
  });
  try {
    return { text: existsSync(reportFile) ? readFileSync(reportFile, "utf8") : undefined, code };
  } finally {
    rmSync(reportFile, { force: true });
  }
}

/** One test file that writes a JSON report; the report judges the run, so a failed test still reports. */
export async function runVitestReport<Report>(
  testFile: string,
  reportVariable: string,
  env: Record<string, string>,
): Promise<Report> {
  const { text, code } = await runVitest([testFile], reportVariable, env);
  if (text === undefined) throw new Error(`${testFile} wrote no report (vitest exited with ${code})`);
  return JSON.parse(text) as Report;
}

/** Test files that each append JSON lines to the report; `passed` is Vitest's own verdict. */
export async function runVitestLines<Row>(
  testFiles: string[],
  reportVariable: string,
  env: Record<string, string>,
): Promise<{ rows: Row[]; passed: boolean }> {
  const { text, code } = await runVitest(testFiles, reportVariable, env);
  const rows = (text ?? "")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);
  return { rows, passed: code === 0 };
}
