import type { Kysely } from "kysely";
import type { EcbRates } from "./ecb-rates.ts";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * ECB reference rates in the database (decision 070), and conversion of an application's amounts
 * into the reporting currency. Rates are units per euro, so any pair converts through the euro.
 */

/** Stores one ECB day; loading the same day again replaces its rates. */
export async function storeEcbRates(db: Kysely<Database>, ecb: EcbRates, now: Date = new Date()): Promise<number> {
  const rows = Object.entries(ecb.rates).map(([currency, perEuro]) => ({
    rate_date: ecb.date,
    currency,
    per_euro: perEuro,
    loaded_at: now.toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("exchange_rates").where("rate_date", "=", ecb.date).execute();
    await trx.insertInto("exchange_rates").values(rows).execute();
  });
  return rows.length;
}

export interface RateDay {
  date: string;
  /** Units per euro; the euro itself is 1. */
  perEuro: Record<string, number>;
}

/**
 * The rates to convert an amount of `day` with: the latest ECB day on or before it (the ECB
 * publishes on working days), else the earliest loaded, for amounts older than every loaded day.
 * Undefined when no rates were ever loaded.
 */
export async function ratesFor(db: Kysely<Database>, day: string): Promise<RateDay | undefined> {
  const onOrBefore = await db
    .selectFrom("exchange_rates")
    .select(({ fn }) => fn.max("rate_date").as("date"))
    .where("rate_date", "<=", day)
    .executeTakeFirst();
  const date =
    onOrBefore?.date ??
    (
      await db
        .selectFrom("exchange_rates")
        .select(({ fn }) => fn.min("rate_date").as("date"))
        .executeTakeFirst()
    )?.date;
  return date ? ratesOn(db, date) : undefined;
}

/** The rates of exactly `day`; undefined when that day is not loaded. */
export async function ratesOn(db: Kysely<Database>, day: string): Promise<RateDay | undefined> {
  const rows = await db
    .selectFrom("exchange_rates")
    .select(["currency", "per_euro"])
    .where("rate_date", "=", day)
    .execute();
  if (rows.length === 0) return undefined;
  const perEuro: Record<string, number> = { EUR: 1 };
  for (const row of rows) perEuro[row.currency] = Number(row.per_euro);
  return { date: day, perEuro };
}

/** `amount` of `from` in `to`, rounded to cents; undefined when a rate is missing. */
export function convert(amount: number, from: string, to: string, rates: RateDay): number | undefined {
  const fromRate = rates.perEuro[from];
  const toRate = rates.perEuro[to];
  if (fromRate === undefined || toRate === undefined) return undefined;
  return Math.round((amount / fromRate) * toRate * 100) / 100;
}

/** Units of `currency` per US dollar (the rate an application's fit compares and words amounts at). */
export function unitsPerUsd(currency: string, rates: RateDay): number | undefined {
  const perEuro = rates.perEuro[currency];
  const usdPerEuro = rates.perEuro.USD;
  return perEuro === undefined || usdPerEuro === undefined ? undefined : perEuro / usdPerEuro;
}

/** The application's amounts as stored, by column. */
export interface ApplicationAmounts {
  annual_revenue: number;
  cash_balance: number;
  recent_equity_raise: number;
  debt_outstanding: number;
  facility_requested: number | null;
}

/** The normalized columns of one application: each amount in `reporting`, with the ECB day used. */
export function normalizedColumns(amounts: ApplicationAmounts, currency: string, reporting: string, rates: RateDay) {
  const to = (amount: number | null) =>
    amount === null ? null : (convert(amount, currency, reporting, rates) ?? null);
  const revenue = to(amounts.annual_revenue);
  if (revenue === null) return undefined;
  return {
    reporting_currency: reporting,
    rate_date: rates.date,
    annual_revenue_normalized: revenue,
    cash_balance_normalized: to(amounts.cash_balance),
    recent_equity_raise_normalized: to(amounts.recent_equity_raise),
    debt_outstanding_normalized: to(amounts.debt_outstanding),
    facility_requested_normalized: to(amounts.facility_requested),
  };
}

/** The latest loaded ECB day before `day`, for the day-to-day check of a new file (decision 077). */
export async function latestDayBefore(db: Kysely<Database>, day: string): Promise<RateDay | undefined> {
  const before = await db
    .selectFrom("exchange_rates")
    .select(({ fn }) => fn.max("rate_date").as("date"))
    .where("rate_date", "<", day)
    .executeTakeFirst();
  return before?.date ? ratesOn(db, before.date) : undefined;
}

/** The newest loaded ECB day, "YYYY-MM-DD"; undefined before the first load. */
export async function newestRateDay(db: Kysely<Database>): Promise<string | undefined> {
  const newest = await db
    .selectFrom("exchange_rates")
    .select(({ fn }) => fn.max("rate_date").as("date"))
    .executeTakeFirst();
  return newest?.date ?? undefined;
}
