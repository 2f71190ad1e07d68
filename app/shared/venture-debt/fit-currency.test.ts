import { describe, expect, it } from "vitest";
import { strongFitAnswers } from "#tests/fixtures.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { indicativeFitCopy as copy } from "#app/content/shared/indicative-fit/data.ts";
import type { ApplicationInput } from "#app/public-forms/application/application.schema.ts";
import { applicationFit } from "./application-fit.ts";
import { describeFit, type IndicativeFit, indicativeFit } from "./indicative-fit.ts";

/* Issue 18 ("European money"): the fit in the application's currency, the rules' dollars beside. */

const rules = funding.rules;
const now = new Date("2025-06-15T12:00:00Z");

const strong = strongFitAnswers;
/** Below both thresholds: a $3M ARR and a $2M round. */
const small = { ...strong, annualRevenueUsd: 3_000_000, recentEquityRaiseUsd: 2_000_000 };

const euros = { currency: "EUR" as const, fromUsd: (usd: number) => usd * 0.92 };
const arrLabel = (fit: IndicativeFit, money?: Parameters<typeof describeFit>[2]) =>
  describeFit(fit, copy, money).criteria[1]?.label;

describe("describeFit in the application's currency", () => {
  it("words the facility in euros at the fit's rate", () => {
    const words = describeFit(indicativeFit(strong, rules, now), copy, euros);
    expect(words.facility).toBe("Indicative facility: €2.8m to €5.5m.");
  });

  it("gives a rule threshold in euros with the published dollar figure beside it", () => {
    const fit = indicativeFit(small, rules, now);
    expect(describeFit(fit, copy, euros).changes).toEqual([
      "Annual recurring revenue of €4.6m (US$5m) or more.",
      "A last equity round of at least €3.7m (US$4m).",
    ]);
    expect(arrLabel(fit, euros)).toBe("€4.6m+ in ARR (US$5m)");
  });

  it("words Swiss francs the way the calculator does", () => {
    const francs = { currency: "CHF" as const, fromUsd: (usd: number) => usd * 0.8 };
    expect(describeFit(indicativeFit(strong, rules, now), copy, francs).facility).toBe(
      "Indicative facility: CHF\u00a02.4m to CHF\u00a04.8m.",
    );
  });

  it('still collapses a range whose ends round alike ("€6.4m", not "€6.4m to €6.4m")', () => {
    const capped = indicativeFit({ ...strong, recentEquityRaiseUsd: 100_000_000 }, rules, now);
    expect(describeFit(capped, copy, euros).facility).toBe("Indicative facility: €6.4m.");
  });

  it("keeps dollars, and says they are dollars, when no rate is known", () => {
    const fit = indicativeFit(small, rules, now);
    const words = describeFit(fit, copy, { currency: "EUR" });
    expect(words.changes).toEqual([
      "Annual recurring revenue of US$5m or more.",
      "A last equity round of at least US$4m.",
    ]);
    expect(arrLabel(fit, { currency: "EUR" })).toBe("US$5m+ in ARR");
    expect(describeFit(indicativeFit(strong, rules, now), copy, { currency: "EUR" }).facility).toBe(
      "Indicative facility: US$3m to US$6m.",
    );
  });

  it("reads a US-dollar application as before", () => {
    const fit = indicativeFit(small, rules, now);
    const words = describeFit(fit, copy, { currency: "USD", fromUsd: (usd) => usd });
    expect(words.changes[0]).toBe("Annual recurring revenue of $5M or more.");
    expect(arrLabel(fit, { currency: "USD" })).toBe("$5M+ in ARR");
    expect(describeFit(indicativeFit(strong, rules, now), copy).facility).toBe("Indicative facility: $3M to $6M.");
  });

  it("renders a fit stored before it knew its currency, in dollars as stored", () => {
    const stored = JSON.parse(JSON.stringify(indicativeFit(small, rules, now))) as IndicativeFit & { money?: unknown };
    delete stored.money;
    for (const criterion of stored.criteria) delete (criterion as { thresholdUsd?: number }).thresholdUsd;
    expect(describeFit(stored, copy).changes[0]).toBe("Annual recurring revenue of $5M or more.");
    expect(arrLabel(stored)).toBe("$5M+ in ARR");
    // Its application was in euros, but no rate was kept: dollars, said to be dollars.
    expect(describeFit(stored, copy, { currency: "EUR" }).changes[0]).toBe(
      "Annual recurring revenue of US$5m or more.",
    );
  });
});

describe("applicationFit keeps the currency and rate it converted with", () => {
  const application = {
    currency: "EUR",
    annualRevenue: 4_000_000,
    recentEquityRaise: 11_000_000,
    fundingRoundType: "Series B",
    foundedOn: "2019-03",
    majorInvestors: "Northzone",
    industry: "Software Services",
  } as ApplicationInput;

  it("converts with the rate and words the stored fit in euros at that rate", () => {
    // €0.8 per dollar: €4M of ARR is $5M (met), and an €11M round is $13.75M.
    const fit = JSON.parse(JSON.stringify(applicationFit(application, rules, now, 0.8))) as IndicativeFit;
    expect(fit.criteria[1]?.status).toBe("met");
    expect(fit.money).toEqual({ currency: "EUR", perUsd: 0.8 });
    const words = describeFit(fit, copy);
    expect(words.facility).toBe("Indicative facility: €2.8m to €5.5m.");
    expect(words.criteria[1]?.label).toBe("€4m+ in ARR (US$5m)");
  });

  it("without a rate, leaves euro amounts not known and words the rest in dollars", () => {
    const fit = applicationFit(application, rules, now);
    expect(fit.criteria[1]?.status).toBe("not-known");
    expect(describeFit(fit, copy).criteria[1]?.label).toBe("US$5m+ in ARR");
  });
});
