import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEachDialect, submitApplication, validApplication, withCaptcha } from "#tests/public-form.ts";
import { parseEcbRates } from "#app/shared/money/ecb-rates.ts";
import { setDatabaseForTests } from "#app/platform/db/db.server.ts";
import { normalizeApplications } from "#app/shared/money/normalize.server.ts";
import { storeEcbRates } from "#app/shared/money/rates.server.ts";

/* Issue 18 (decision 070): figures are stored with their currency and, at the day's ECB rates, in EUR. */

const ecb = parseEcbRates(readFileSync("tests/fixtures/ecb/eurofxref-daily.xml", "utf8"));

describeOnEachDialect("an application's currency and normalized amounts, on %s", (database) => {
  afterAll(() => setDatabaseForTests(undefined));

  async function submitted(fields: Record<string, string>) {
    const result = await submitApplication(await withCaptcha({ ...validApplication, ...fields }));
    return database.storedLead("applications", result);
  }

  it("stores the currency, normalizes at the day's ECB rates once loaded, and catches up older rows", async () => {
    const early = await submitted({ currency: "GBP", annualRevenue: "£4.000.000", businessName: "Before Rates Ltd" });
    expect(early).toMatchObject({ currency: "GBP", annual_revenue: 4_000_000, rate_date: null });
    expect(early.annual_revenue_normalized).toBeNull();
    // Without a rate the fit cannot compare pounds with its dollar threshold: ARR is "not known".
    const earlyFit = JSON.parse(String(early.indicative_fit)) as { criteria: { id: string; status: string }[] };
    expect(earlyFit.criteria.find((criterion) => criterion.id === "arr")?.status).toBe("not-known");

    await storeEcbRates(database.handle.db, ecb);
    expect(await normalizeApplications(database.handle.db, "EUR")).toBe(1);
    const caughtUp = await database.handle.db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", early.id)
      .executeTakeFirstOrThrow();
    expect(Number(caughtUp.annual_revenue_normalized)).toBeCloseTo(4_000_000 / 0.85503, 1);

    const row = await submitted({
      currency: "CHF",
      annualRevenue: "6'500'000",
      cashBalance: "2,5m",
      recentEquityRaise: "12.000.000",
      facilityRequested: "CHF 4.5m",
      businessName: "Zürich Robotics AG",
    });
    expect(row).toMatchObject({
      currency: "CHF",
      annual_revenue: 6_500_000,
      cash_balance: 2_500_000,
      recent_equity_raise: 12_000_000,
      facility_requested: 4_500_000,
      reporting_currency: "EUR",
      rate_date: "2024-03-15",
    });
    expect(Number(row.annual_revenue_normalized)).toBeCloseTo(6_500_000 / 0.962, 1);
    expect(Number(row.facility_requested_normalized)).toBeCloseTo(4_500_000 / 0.962, 1);
    // 6.5M CHF is about US$7.4M at these rates: the ARR criterion is met.
    const fit = JSON.parse(String(row.indicative_fit)) as { criteria: { id: string; status: string }[] };
    expect(fit.criteria.find((criterion) => criterion.id === "arr")?.status).toBe("met");
  });
});

describeOnEachDialect("ECB rates, on %s", (database) => {
  beforeAll(() => storeEcbRates(database.handle.db, ecb));

  it("loads a day again without duplicating it", async () => {
    await storeEcbRates(database.handle.db, ecb);
    const rows = await database.handle.db.selectFrom("exchange_rates").select("currency").execute();
    expect(rows).toHaveLength(Object.keys(ecb.rates).length);
  });
});
