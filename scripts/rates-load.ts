/*
 * `npm run rates:load [file]`: loads the ECB's euro reference rates into the database that env selects
 * (decisions 070, 073), then brings every application's normalized amounts into REPORTING_CURRENCY:
 * rows never normalized, rows normalized into another currency, and, when the day was loaded before
 * with other rates, that day's rows.
 * Without a file it downloads the ECB's daily file; with one (tests, or an operator's saved copy)
 * it reads that instead. Run it daily after 16:00 CET, when the ECB publishes.
 */
import { readFile } from "node:fs/promises";
import { closeDatabase, getDatabase, migrateToLatest } from "../app/server/db/db.server.ts";
import { getEnv } from "../app/server/env.server.ts";
import { parseEcbRates } from "../app/lib/money/ecb-rates.ts";
import { normalizeApplications } from "../app/server/money/normalize.server.ts";
import { ratesOn, storeEcbRates } from "../app/server/money/rates.server.ts";

export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

async function readSource(file: string | undefined): Promise<string> {
  if (file) return readFile(file, "utf8");
  const response = await fetch(ECB_DAILY_URL, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`The ECB answered ${response.status} for ${ECB_DAILY_URL}.`);
  return response.text();
}

const handle = getDatabase();
try {
  const ecb = parseEcbRates(await readSource(process.argv[2]));
  await migrateToLatest(handle);
  const before = await ratesOn(handle.db, ecb.date);
  const count = await storeEcbRates(handle.db, ecb);
  const changed = before && Object.entries(ecb.rates).some(([currency, rate]) => before.perEuro[currency] !== rate);
  const normalized = await normalizeApplications(handle.db, getEnv().REPORTING_CURRENCY, {
    reloadedDay: changed ? ecb.date : undefined,
  });
  console.log(`Loaded ${count} ECB reference rates of ${ecb.date}; normalized ${normalized} application(s).`);
} catch (error) {
  console.error("Loading rates failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
