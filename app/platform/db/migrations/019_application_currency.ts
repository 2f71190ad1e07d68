import { type Kysely, sql } from "kysely";

/*
 * Issue 18 (decision 070): an application's figures carry their currency, and each amount is also
 * stored normalized into the reporting currency at the ECB reference rate of the day it was
 * submitted, so comparing, filtering and sorting across currencies is stable over time.
 * Existing rows were asked in US dollars. Their normalized amounts stay null until
 * `npm run rates:load` (which fills every row still without one) has rates to convert with.
 */
export const NORMALIZED_AMOUNT_COLUMNS = [
  "annual_revenue_normalized",
  "cash_balance_normalized",
  "recent_equity_raise_normalized",
  "debt_outstanding_normalized",
  "facility_requested_normalized",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("USD"))
    .execute();
  await db.schema.alterTable("applications").addColumn("reporting_currency", "text").execute();
  await db.schema.alterTable("applications").addColumn("rate_date", "text").execute();
  for (const column of NORMALIZED_AMOUNT_COLUMNS) {
    await db.schema.alterTable("applications").addColumn(column, "double precision").execute();
  }
  // The inbox sorts by revenue in the reporting currency; rows not yet normalized sort as -1 (last, largest first).
  await sql`create index applications_revenue_normalized on applications (coalesce(annual_revenue_normalized, -1), id)`.execute(
    db,
  );

  // ECB reference rates: units of `currency` per euro on `rate_date`.
  await db.schema
    .createTable("exchange_rates")
    .addColumn("rate_date", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("per_euro", "double precision", (col) => col.notNull())
    .addColumn("loaded_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("exchange_rates_pkey", ["rate_date", "currency"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("exchange_rates").execute();
  await db.schema.dropIndex("applications_revenue_normalized").execute();
  for (const column of [...NORMALIZED_AMOUNT_COLUMNS, "rate_date", "reporting_currency", "currency"]) {
    await db.schema.alterTable("applications").dropColumn(column).execute();
  }
}
