import type { CrashReport } from "../../tests/support/crash.ts";
import type { SoakReport } from "../../tests/support/soak.ts";
import { runVitestReport } from "./vitest-report.ts";

/** kill -9 under load on each database, then the soak against two instances behind nginx (issue 13). */
export interface ResilienceReport {
  crash: CrashReport[];
  /** Absent without PostgreSQL, Redis and nginx, which the soak's deployment needs. */
  soak?: SoakReport;
}

export async function runResilienceBench(options: {
  kills: number;
  soakSeconds: number;
  soakRate: number;
}): Promise<ResilienceReport> {
  const crash = await runVitestReport<CrashReport[]>("tests/e2e/production/crash.test.ts", "CRASH_REPORT", {
    CRASH_KILLS: String(options.kills),
  });
  const soak = await runVitestReport<SoakReport>("tests/e2e/production/soak.test.ts", "SOAK_REPORT", {
    SOAK_SECONDS: String(options.soakSeconds),
    SOAK_RATE: String(options.soakRate),
  }).catch(() => undefined);
  return { crash, soak };
}

export function renderResilience(report: ResilienceReport): string[] {
  const out = [
    "## Crashes and soak",
    "",
    "`npm run bench -- --only resilience` (or a full run). **kill -9:** the server is SIGKILLed 150–900 ms into form load from four senders, restarted on the same database, again and again; " +
      "then a last instance delivers what is left (`tests/support/crash.ts`). Lost: acknowledged (200) but not stored. Duplicated: stored twice. " +
      "Redeliveries: webhook calls beyond the first per lead, which a receiver drops by `webhook-id`; the test receiver verifies every signature, and Undedupable counts leads whose calls carried no `webhook-id`, several, another lead's, or a bad signature. Redelivery: from the last restart until every stored lead had reached the webhook (a killed worker's claims wait for its 30 s lease).",
    "",
    "| Database | Kills | Acknowledged | Lost | Duplicated | Undelivered | Redeliveries | Undedupable | Redelivery after the last crash |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...report.crash.map(
      (run) =>
        `| ${run.dialect} | ${run.kills} | ${run.acknowledged.toLocaleString("en")} | ${run.lost} | ${run.duplicated} | ${run.undelivered} | ${run.redeliveries} | ${run.undedupable ?? "–"} | ${(run.redeliveryMs / 1000).toFixed(1)} s |`,
    ),
    "",
  ];
  const { soak } = report;
  if (soak) {
    out.push(
      `**Soak:** ${soak.seconds} s at a fixed ${soak.ratePerSecond} requests/s (four page views to one contact submission) against two instances on one PostgreSQL and Redis behind the shipped nginx configuration (\`tests/support/soak.ts\`).`,
      "",
      "| Requests | Submissions | Errors | p50 | p99 | Max |",
      "|--:|--:|--:|--:|--:|--:|",
      `| ${soak.requests.toLocaleString("en")} | ${soak.submissions.toLocaleString("en")} | ${soak.errors.length} | ${soak.p50Ms} ms | ${soak.p99Ms} ms | ${soak.maxMs} ms |`,
      "",
    );
  } else out.push("The soak needs PostgreSQL, Redis and nginx; it did not run.", "");
  return out;
}
