import type { Kysely } from "kysely";
import { checkAgainstPreviousDay, parseEcbRates } from "./ecb-rates.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { normalizeApplications } from "./normalize.server.ts";
import { latestDayBefore, ratesOn, storeEcbRates } from "./rates.server.ts";

export interface LoadedRates {
  date: string;
  /** Rates stored for the day. */
  count: number;
  /** Applications brought into the reporting currency. */
  normalized: number;
}

/**
 * One ECB file into the database (decisions 070, 073, 077), for `npm run rates:load` and the daily job:
 * its newest day, checked against the day before, replaces that day's rates; then every application
 * due is normalized, including that day's rows when the day was loaded before with other rates.
 */
export async function loadEcbRates(
  db: Kysely<Database>,
  xml: string,
  reporting: string,
  now: Date = new Date(),
): Promise<LoadedRates> {
  const ecb = parseEcbRates(xml, now);
  checkAgainstPreviousDay(ecb, await latestDayBefore(db, ecb.date));
  const before = await ratesOn(db, ecb.date);
  const count = await storeEcbRates(db, ecb, now);
  const changed = before && Object.entries(ecb.rates).some(([currency, rate]) => before.perEuro[currency] !== rate);
  const normalized = await normalizeApplications(db, reporting, { reloadedDay: changed ? ecb.date : undefined });
  return { date: ecb.date, count, normalized };
}
