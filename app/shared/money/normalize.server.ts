import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { getDatabase } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";

/*
 * Staff rank, filter, chart and export applications by their normalized amounts, so every row's
 * must be in the one reporting currency (decisions 070, 073). This brings stored rows there:
 * - never normalized (sent before any rates were loaded): at the rates of the day each arrived;
 * - normalized into another currency (REPORTING_CURRENCY changed): again, at the ECB day stored
 *   with the row, so history does not move;
 * - normalized at a day whose rates were just loaded again (`reloadedDay`): at that day's new rates.
 * Start-up runs it (a changed REPORTING_CURRENCY takes effect there), and so does `npm run rates:load`.
 */

type AmountColumn =
  "annual_revenue" | "cash_balance" | "recent_equity_raise" | "debt_outstanding" | "facility_requested";

const NOT_NORMALIZED = {
  reporting_currency: null,
  rate_date: null,
  annual_revenue_normalized: null,
  cash_balance_normalized: null,
  recent_equity_raise_normalized: null,
  debt_outstanding_normalized: null,
  facility_requested_normalized: null,
};

export interface NormalizeOptions {
  /** An ECB day just loaded again: its rows are converted at its new rates. */
  reloadedDay?: string;
}

/** The rows to bring into line: never normalized, in another currency, or at a day loaded again. */
function needsNormalizing(reporting: string, options: NormalizeOptions) {
  return (eb: ExpressionBuilder<Database, "applications">) =>
    eb.or([
      eb("rate_date", "is", null),
      eb("reporting_currency", "is", null),
      eb("reporting_currency", "<>", reporting),
      ...(options.reloadedDay ? [eb("rate_date", "=", options.reloadedDay)] : []),
    ]);
}

/** Units of the row's own currency per euro at its ECB day; null when that day or currency is not loaded. */
const perEuroOfRow = sql<number | null>`(case when applications.currency = 'EUR' then 1 else (
  select per_euro from exchange_rates where exchange_rates.rate_date = applications.rate_date
    and exchange_rates.currency = applications.currency) end)`;

/** Units of `reporting` per euro at the row's ECB day. */
const perEuroOfReporting = (reporting: string) =>
  reporting === "EUR"
    ? sql<number | null>`1`
    : sql<number | null>`(select per_euro from exchange_rates where exchange_rates.rate_date = applications.rate_date
        and exchange_rates.currency = ${reporting})`;

/** The latest loaded ECB day on or before the row's arrival, else the earliest loaded (as ratesFor()). */
const rateDayOfArrival = sql<string | null>`coalesce(
  (select max(rate_date) from exchange_rates where rate_date <= substr(applications.created_at, 1, 10)),
  (select min(rate_date) from exchange_rates))`;

/**
 * Brings every row's normalized amounts into `reporting`; returns how many rows it converted.
 * Three set-based statements, not one per row, so a change of currency at start-up does not hold
 * the server back: give rows without a loaded ECB day the day they arrived; convert every row due
 * at its day's rates, through the euro and rounded to cents as convert() does; and clear any row
 * still in another currency (no rate), so it reads "not yet normalized" rather than mislead.
 */
export async function normalizeApplications(
  db: Kysely<Database>,
  reporting: string,
  options: NormalizeOptions = {},
): Promise<number> {
  const needs = needsNormalizing(reporting, options);
  // The usual case at start-up: nothing to do, found in one scan before any per-row rate lookup.
  const due = await db.selectFrom("applications").select("id").where(needs).limit(1).executeTakeFirst();
  if (!due) return 0;
  const anyRates = await db.selectFrom("exchange_rates").select("rate_date").limit(1).executeTakeFirst();
  return db.transaction().execute(async (trx) => {
    let count = 0;
    if (anyRates) count = await convertDue(trx, reporting, needs);
    await trx
      .updateTable("applications")
      .set(NOT_NORMALIZED)
      .where(needs)
      .where((eb) =>
        eb.or([
          eb("reporting_currency", "<>", reporting),
          // Left by convertDue: amounts of a day no longer loaded, in a currency no longer named.
          eb.and([eb("reporting_currency", "is", null), eb("annual_revenue_normalized", "is not", null)]),
        ]),
      )
      .execute();
    return count;
  });
}

/** Gives rows without a loaded ECB day the day they arrived, then converts every row due at its day's rates. */
async function convertDue(trx: Kysely<Database>, reporting: string, needs: ReturnType<typeof needsNormalizing>) {
  const from = perEuroOfRow;
  const to = perEuroOfReporting(reporting);
  const converted = (column: AmountColumn) =>
    sql<number>`round(cast(${sql.ref(column)} / ${from} * ${to} as numeric), 2)`;
  await trx
    .updateTable("applications")
    .set({ rate_date: rateDayOfArrival, reporting_currency: null })
    .where(needs)
    .where((eb) =>
      eb.or([
        eb("rate_date", "is", null),
        eb.not(
          eb.exists(
            eb
              .selectFrom("exchange_rates")
              .select("currency")
              .whereRef("exchange_rates.rate_date", "=", "applications.rate_date"),
          ),
        ),
      ]),
    )
    .execute();
  const result = await trx
    .updateTable("applications")
    .set({
      reporting_currency: reporting,
      annual_revenue_normalized: converted("annual_revenue"),
      cash_balance_normalized: converted("cash_balance"),
      recent_equity_raise_normalized: converted("recent_equity_raise"),
      debt_outstanding_normalized: converted("debt_outstanding"),
      facility_requested_normalized: converted("facility_requested"),
    })
    .where(needs)
    .where("rate_date", "is not", null)
    .where(sql<boolean>`${from} is not null and ${to} is not null`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** At start-up, before serving: a changed REPORTING_CURRENCY re-normalizes every older row. */
export async function normalizeAtStartup(): Promise<void> {
  const reporting = getEnv().REPORTING_CURRENCY;
  const started = performance.now();
  const converted = await normalizeApplications(getDatabase().db, reporting);
  if (converted > 0)
    logger.info(
      { converted, reporting, ms: Math.round(performance.now() - started) },
      "applications normalized into the reporting currency",
    );
}
