import { readFileSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { describeOnEachDialect, submitApplication, validApplication, withCaptcha } from "#tests/public-form.ts";
import { parseEcbRates } from "./ecb-rates.ts";
import { setDatabaseForTests } from "#app/platform/db/db.server.ts";
import { normalizeApplications } from "./normalize.server.ts";
import { storeEcbRates } from "./rates.server.ts";

/*
 * Issue 18: staff compare applications by their normalized amounts, so those must all be in the
 * one reporting currency. When the operator changes REPORTING_CURRENCY, or the ECB day an amount
 * was converted at is loaded again with other rates, the stored rows follow; each keeps its day.
 */

const ecb = parseEcbRates(readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8"));
const CHF = ecb.rates.CHF!;
const GBP = ecb.rates.GBP!;

describeOnEachDialect("re-normalizing stored applications, on %s", (database) => {
  afterAll(() => setDatabaseForTests(undefined));

  const stored = (id: string) =>
    database.handle.db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  async function submitted(fields: Record<string, string>) {
    const result = await submitApplication(await withCaptcha({ ...validApplication, ...fields }));
    return database.storedLead("applications", result);
  }

  it("converts rows normalized into the old reporting currency into the new one, at their own day's rates", async () => {
    await storeEcbRates(database.handle.db, ecb);
    const francs = await submitted({ currency: "CHF", annualRevenue: "6'500'000", facilityRequested: "" });
    const dollars = await submitted({ currency: "USD", annualRevenue: "$1,000,000", businessName: "Dollar Inc" });
    expect(francs).toMatchObject({ reporting_currency: "EUR", rate_date: ecb.date });

    expect(await normalizeApplications(database.handle.db, "GBP")).toBe(2);
    const after = await stored(francs.id);
    expect(after).toMatchObject({
      reporting_currency: "GBP",
      rate_date: ecb.date,
      facility_requested_normalized: null,
    });
    expect(Number(after.annual_revenue_normalized)).toBeCloseTo((6_500_000 / CHF) * GBP, 1);
    expect(Number(after.cash_balance_normalized)).toBeCloseTo((2_500_000 / CHF) * GBP, 1);
    const usd = await stored(dollars.id);
    expect(Number(usd.annual_revenue_normalized)).toBeCloseTo((1_000_000 / ecb.rates.USD!) * GBP, 1);

    // Nothing left to do: every row is in pounds now.
    expect(await normalizeApplications(database.handle.db, "GBP")).toBe(0);
    // And back: the same figures in euros as at submission.
    expect(await normalizeApplications(database.handle.db, "EUR")).toBe(2);
    expect(Number((await stored(francs.id)).annual_revenue_normalized)).toBeCloseTo(6_500_000 / CHF, 1);
  });

  it("converts the rows of a day whose rates were loaded again, and leaves other days alone", async () => {
    const row = await submitted({ currency: "CHF", annualRevenue: "1'000'000", businessName: "Reloaded AG" });
    const otherDay = await submitted({ currency: "CHF", annualRevenue: "1'000'000", businessName: "Other Day AG" });
    await database.handle.db
      .updateTable("applications")
      .set({ rate_date: "2024-03-14" })
      .where("id", "=", otherDay.id)
      .execute();

    await storeEcbRates(database.handle.db, { date: ecb.date, rates: { ...ecb.rates, CHF: 1 } });
    expect(await normalizeApplications(database.handle.db, "EUR", { reloadedDay: ecb.date })).toBeGreaterThan(0);
    expect(Number((await stored(row.id)).annual_revenue_normalized)).toBeCloseTo(1_000_000, 1);
    expect(Number((await stored(otherDay.id)).annual_revenue_normalized)).toBeCloseTo(1_000_000 / CHF, 1);
    await storeEcbRates(database.handle.db, ecb);
  });

  it("normalizes rows that were never normalized, at the rates of the day they arrived", async () => {
    const row = await submitted({ currency: "GBP", annualRevenue: "£4m", businessName: "Late Ltd" });
    await database.handle.db
      .updateTable("applications")
      .set({ rate_date: null, reporting_currency: null, annual_revenue_normalized: null })
      .where("id", "=", row.id)
      .execute();
    expect(await normalizeApplications(database.handle.db, "EUR")).toBe(1);
    expect(await stored(row.id)).toMatchObject({ reporting_currency: "EUR", rate_date: ecb.date });
  });

  it("clears a row it cannot convert, so it reads 'not yet normalized' rather than another currency", async () => {
    const row = await submitted({ currency: "CHF", annualRevenue: "2m", businessName: "No Rates AG" });
    await database.handle.db.deleteFrom("exchange_rates").execute();
    await normalizeApplications(database.handle.db, "GBP");
    expect(await stored(row.id)).toMatchObject({ reporting_currency: null, annual_revenue_normalized: null });
    await storeEcbRates(database.handle.db, ecb);
    await normalizeApplications(database.handle.db, "GBP");
    expect(await stored(row.id)).toMatchObject({ reporting_currency: "GBP", rate_date: ecb.date });
  });
});
