import type { CrashReport } from "#tests/crash.ts";
import type { FaultRow } from "#tests/fault-report.ts";
import { RSS_BOUND_BYTES } from "#tests/memory.ts";
import type { SoakReport } from "#tests/soak.ts";
import { runVitestLines, runVitestReport } from "./vitest-report.ts";

/** kill -9 under load on each database, the fault tests, and the soak behind nginx (issue 13). */
export interface ResilienceReport {
  crash: CrashReport[];
  /** The fault tests of tests/e2e/production at the size asked for; absent in reports written before them. */
  faults?: { size: ResilienceSize["faults"]; rows: FaultRow[]; passed: boolean };
  /** Absent without PostgreSQL, Redis and nginx, which the soak's deployment needs. */
  soak?: SoakReport;
}

export interface ResilienceSize {
  kills: number;
  soakSeconds: number;
  soakRate: number;
  faults: "smoke" | "ci" | "full";
}

const FAULT_TESTS = [
  "tests/e2e/production/receivers-down.test.ts",
  "tests/e2e/production/database-down.test.ts",
  "tests/e2e/production/disk-full.test.ts",
  "tests/e2e/production/data-dir.test.ts",
  "tests/e2e/production/two-instances.test.ts",
];

export async function runResilienceBench(size: ResilienceSize): Promise<ResilienceReport> {
  const crash = await runVitestReport<CrashReport[]>("tests/e2e/production/crash.test.ts", "CRASH_REPORT", {
    CRASH_KILLS: String(size.kills),
  });
  // Smoke mode keeps this code path working with the quickest fault; npm test runs them all at CI size.
  const faultTests =
    size.faults === "smoke" ? FAULT_TESTS.filter((file) => file.endsWith("data-dir.test.ts")) : FAULT_TESTS;
  const faults = await runVitestLines<FaultRow>(faultTests, "FAULT_REPORT", { FAULT_SIZE: size.faults });
  const soak = await runVitestReport<SoakReport>("tests/e2e/production/soak.test.ts", "SOAK_REPORT", {
    SOAK_SECONDS: String(size.soakSeconds),
    SOAK_RATE: String(size.soakRate),
  }).catch(() => undefined);
  return { crash, faults: { size: size.faults, ...faults }, soak };
}

/** What a run of this section got wrong; empty when every property held. */
export function resilienceFailures(report: ResilienceReport): string[] {
  const failures = report.crash
    .filter((run) => run.lost + run.duplicated + run.undelivered + (run.undedupable ?? 0) > 0)
    .map(
      (run) =>
        `kill -9 on ${run.dialect}: ${run.lost} lost, ${run.duplicated} duplicated, ${run.undelivered} undelivered`,
    );
  if (report.faults && !report.faults.passed) failures.push("a fault test failed (see its row and the Vitest output)");
  if (report.soak?.errors.length) failures.push(`soak: ${report.soak.errors.length} errors`);
  if (report.soak?.peakRssBytes && report.soak.peakRssBytes > RSS_BOUND_BYTES)
    failures.push(`soak: peak RSS ${(report.soak.peakRssBytes / 2 ** 20).toFixed(1)} MB, over 300 MB`);
  return failures;
}

export function renderResilience(report: ResilienceReport): string[] {
  const out = [
    "## Crashes, faults and soak",
    "",
    `\`npm run bench -- --only resilience\` (or a full run). **kill -9:** the server is SIGKILLed ${report.crash.every((run) => run.killedAfter) ? "0–750 ms after the first acknowledged post of" : "150–900 ms into"} form load from four senders, restarted on the same database, again and again; ` +
      "then a last instance delivers what is left (`tests/support/crash.ts`). Lost: acknowledged (200) but not stored. Duplicated: stored twice. " +
      "Redeliveries: webhook calls beyond the first per lead, which a receiver drops by `webhook-id`; the test receiver verifies every signature, and Undedupable counts leads whose calls carried no `webhook-id`, several, another lead's, or a bad signature. " +
      "Redelivery: from the last restart until every stored lead had reached the webhook (a killed worker's claims wait for its lease, `OUTBOX_LEASE_SECONDS`, set to 5 s in these runs; 30 s by default).",
    "",
    "| Database | Kills | Acknowledged | Lost | Duplicated | Undelivered | Redeliveries | Undedupable | Redelivery after the last crash |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...report.crash.map(
      (run) =>
        `| ${run.dialect} | ${run.kills} | ${run.acknowledged.toLocaleString("en")} | ${run.lost} | ${run.duplicated} | ${run.undelivered} | ${run.redeliveries} | ${run.undedupable ?? "–"} | ${(run.redeliveryMs / 1000).toFixed(1)} s |`,
    ),
    "",
  ];
  const { faults, soak } = report;
  if (faults) {
    out.push(
      `**Faults** (\`tests/e2e/production/\`, ${faults.size === "full" ? "full size: 100 leads through the receivers' outage, 20 posts through a 30 s database outage, 40 onto a full disk, three rolling restarts under four visitors" : `${faults.size} size`}): ` +
        `${faults.passed ? "every test passed" : "**a test failed**"}.`,
      "",
      "| Fault | Database | Outcome |",
      "|---|---|---|",
      ...faults.rows.map((row) => `| ${row.fault} | ${row.database} | ${row.outcome} |`),
      "",
    );
  }
  if (soak) {
    out.push(
      `**Soak:** ${soak.seconds} s at a fixed ${soak.ratePerSecond} requests/s (four page views to one contact submission) against two instances on one PostgreSQL and Redis behind the shipped nginx configuration (\`tests/support/soak.ts\`).`,
      "",
      "| Requests | Submissions | Errors | p50 | p99 | Max | Peak RSS (higher instance) |",
      "|--:|--:|--:|--:|--:|--:|--:|",
      `| ${soak.requests.toLocaleString("en")} | ${soak.submissions.toLocaleString("en")} | ${soak.errors.length} | ${soak.p50Ms} ms | ${soak.p99Ms} ms | ${soak.maxMs} ms | ${soak.peakRssBytes ? `${(soak.peakRssBytes / 2 ** 20).toFixed(1)} MB` : "–"} |`,
      "",
    );
  } else out.push("The soak needs PostgreSQL, Redis and nginx; it did not run.", "");
  return out;
}
