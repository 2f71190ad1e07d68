import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BenchReport } from "./report.ts";
import { nginxInstalled } from "#tests/nginx.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const outDir = mkdtempSync(path.join(tmpdir(), "noema-bench-test-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function runSmokeBench(out: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/bench/run-bench.ts", "--smoke", "--out", out], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", (code) => resolve({ code, output }));
  });
}

// Keeps `npm run bench` working; its figures are timings and are not asserted here.
describe("benchmarks, smoke mode", () => {
  it("runs every benchmark for about a second and writes its report", { timeout: 420_000 }, async () => {
    const out = path.join(outDir, "BENCHMARKS");
    const { code, output } = await runSmokeBench(out);
    expect(code, output).toBe(0);
    const report = JSON.parse(readFileSync(`${out}.json`, "utf8")) as BenchReport;
    expect(report.smoke).toBe(true);
    for (const load of [
      report.prerendered?.app,
      report.prerendered?.baseline,
      report.prerendered?.sameResponse,
      report.formDocument?.app,
      report.formDocument?.sameResponse,
    ]) {
      expect(load?.total).toBeGreaterThan(0);
      expect(load?.failed).toBe(0);
    }
    // A page through the nginx cache beside nginx serving the same file (issue 19), where nginx is installed.
    if (nginxInstalled())
      for (const load of [report.edgeCache?.cached, report.edgeCache?.staticFile, report.edgeCache?.sameResponse]) {
        expect(load?.total).toBeGreaterThan(0);
        expect(load?.failed).toBe(0);
      }
    // Every submission was accepted and stored: the pipeline under load refuses nothing valid.
    for (const run of [report.forms?.withJs, report.forms?.withoutJs]) {
      expect(run?.load.total).toBeGreaterThan(0);
      expect(run?.load.failed).toBe(0);
      expect(run?.storedRows).toBe(run?.load.total);
    }
    expect(report.forms?.baseline.total).toBeGreaterThan(0);
    // Typing into each form page on a slowed CPU: a required field left empty shows its message (issue 27).
    expect(report.interaction?.cases.map((entry) => [entry.path, entry.firstMessageMs === null])).toEqual([
      ["/contact", false],
      ["/apply", false],
      ["/venture-debt-calculator", false],
    ]);
    expect(report.weight?.pages.map((page) => page.path)).toEqual(["/", "/contact"]);
    expect(report.weight?.baseline.js.gzip).toBeGreaterThan(0);
    // A form page is weighed twice: with no interaction, and after the first input, when its module loads (078).
    const contact = report.weight?.pages.find((page) => page.path === "/contact");
    expect(contact?.afterInput?.js.gzip).toBeGreaterThan(contact?.js.gzip ?? Infinity);
    expect(report.memory?.idleBytes.app).toBeGreaterThan(0);
    expect(report.coldStart?.npmStartMs).toBeGreaterThan(0);
    // One kill per database in smoke mode: nothing acknowledged is lost, doubled or left undelivered.
    for (const run of report.resilience?.crash ?? [])
      expect(run).toMatchObject({ lost: 0, duplicated: 0, undelivered: 0 });
    expect(report.resilience?.crash.length).toBeGreaterThan(0);
    const markdown = readFileSync(`${out}.md`, "utf8");
    expect(markdown).toContain("## 6. Cold start");
    expect(markdown).toContain("## Crashes, faults and soak");
    // The CSV export: every row, the server answering throughout.
    for (const run of report.export ?? []) expect(run).toMatchObject({ exportedRows: run.rows, survived: true });
    expect(report.export?.length).toBeGreaterThan(0);
    expect(markdown).toContain("## CSV export at 1,000 applications");
    // The 25 MB upload is stored whole, and the report sets its memory beside the idle baseline.
    expect(report.upload).toMatchObject({ status: 303, storedBytes: report.upload?.fileBytes });
    expect(markdown).toContain("## Document upload (25 MB)");
    // Smoke mode runs one fault test through the same path as the full bench.
    expect(report.resilience?.faults?.passed).toBe(true);
    expect(report.resilience?.faults?.rows.length).toBeGreaterThan(0);
  });
});
