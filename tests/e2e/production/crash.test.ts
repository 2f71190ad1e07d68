import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CrashReport, runCrashTrial } from "#tests/crash.ts";
import { testDialects } from "#tests/database.ts";

/*
 * kill -9 at random moments under load, on each database. CI size by default (3 kills);
 * `npm run bench` runs it with CRASH_KILLS=20 and CRASH_REPORT set.
 */
const kills = Number(process.env.CRASH_KILLS ?? 3);
const reports: CrashReport[] = [];

describe.each(testDialects)("kill -9 under form load (%s)", (dialect) => {
  it(
    "stores every acknowledged submission once and delivers each at least once",
    async () => {
      const report = await runCrashTrial(dialect, kills);
      reports.push(report);
      if (process.env.CRASH_REPORT) writeFileSync(process.env.CRASH_REPORT, JSON.stringify(reports, null, 2));
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report).toMatchObject({ lost: 0, duplicated: 0, undelivered: 0, undedupable: 0 });
      // Rows a killed worker had claimed wait for its lease (5 s here, crash.ts), well within a minute.
      expect(report.redeliveryMs).toBeLessThan(60_000);
    },
    Math.max(120_000, kills * 15_000 + 90_000),
  );
});
