/*
 * `npm run rates:load [file]`: loads the ECB's euro reference rates into the database that env selects
 * (decisions 070, 073, 077), then brings every application's normalized amounts into REPORTING_CURRENCY:
 * rows never normalized, rows normalized into another currency, and, when the day was loaded before
 * with other rates, that day's rows.
 * Without a file it downloads ECB_RATES_URL (the ECB's daily file by default); with one (an operator's
 * saved copy, or the 90-day file) it reads that instead. The server's daily job does the same on its own.
 */
import { readFile } from "node:fs/promises";
import { closeDatabase, getDatabase, migrateToLatest } from "#app/platform/db/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { downloadEcbFile } from "#app/shared/money/ecb-download.server.ts";
import { loadEcbRates } from "#app/shared/money/load-rates.server.ts";

const handle = getDatabase();
try {
  const file = process.argv[2];
  const xml = file ? await readFile(file, "utf8") : await downloadEcbFile(getEnv().ECB_RATES_URL);
  await migrateToLatest(handle);
  const loaded = await loadEcbRates(handle.db, xml, getEnv().REPORTING_CURRENCY);
  console.log(
    `Loaded ${loaded.count} ECB reference rates of ${loaded.date}; normalized ${loaded.normalized} application(s).`,
  );
} catch (error) {
  console.error("Loading rates failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
