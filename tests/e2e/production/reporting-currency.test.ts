import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEcbRates } from "#app/shared/money/ecb-rates.ts";
import { migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { storeEcbRates } from "#app/shared/money/rates.server.ts";
import { applicationRow } from "#tests/leads.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Issue 18: an operator who changes REPORTING_CURRENCY restarts the server; before it serves, every
 * older application's normalized amounts follow, so staff never compare euros with pounds.
 */

const ecb = parseEcbRates(readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8"));

describe("a changed REPORTING_CURRENCY at start-up", () => {
  let dataDir: string | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("re-normalizes the older rows into the new currency before serving", { timeout: 90_000 }, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "noema-reporting-"));
    const sqliteFile = path.join(dataDir, "noema.sqlite");
    const before = openDatabase({ sqliteFile });
    await migrateToLatest(before);
    await storeEcbRates(before.db, ecb);
    const row = applicationRow({ currency: "EUR", annual_revenue: 1_000_000 });
    await before.db.insertInto("applications").values(row).execute();
    await before.close();

    server = await startServer({ DATA_DIR: dataDir, REPORTING_CURRENCY: "GBP" });
    const after = openDatabase({ sqliteFile });
    try {
      const stored = await after.db
        .selectFrom("applications")
        .selectAll()
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ reporting_currency: "GBP", rate_date: ecb.date });
      expect(Number(stored.annual_revenue_normalized)).toBeCloseTo(1_000_000 * ecb.rates.GBP!, 1);
    } finally {
      await after.close();
    }
  });
});
