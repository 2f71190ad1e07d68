import { describe, expect, it } from "vitest";
import { strongFitAnswers } from "#tests/fixtures.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { describeFit, indicativeFit, operatingMonths } from "./indicative-fit.ts";

const rules = funding.rules;
const now = new Date("2025-06-15T12:00:00Z");

const strong = strongFitAnswers;

const statuses = (fit: ReturnType<typeof indicativeFit>) =>
  Object.fromEntries(fit.criteria.map((criterion) => [criterion.id, criterion.status]));

describe("indicativeFit", () => {
  it("meets every criterion and sizes the facility at 25-50% of the round", () => {
    const fit = indicativeFit(strong, rules, now);
    expect(statuses(fit)).toEqual({ stage: "met", arr: "met", history: "met", investors: "met", sector: "met" });
    expect(fit.verdict).toBe("within");
    expect(fit.facility).toEqual({ within: true, lowUsd: 3_000_000, highUsd: 6_000_000 });
    expect(fit.changes).toEqual([]);
  });

  it("labels each criterion with the words Who We Fund renders, the sectors last", () => {
    const fit = indicativeFit(strong, rules, now);
    const criteriaCard = funding.categories.find((category) => category.id === "criteria");
    const labels = fit.criteria.map((criterion) => criterion.label);
    expect(labels.at(-1)).toBe(rules.sector.label);
    // The card states the published dollars with their euro value beside them (issue 26); the fit's words are the dollars.
    expect(criteriaCard?.items.map((item, index) => item.startsWith(labels[index] ?? "-"))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("marks what is missing as not known, and the verdict as partial", () => {
    const fit = indicativeFit({}, rules, now);
    expect(statuses(fit)).toEqual({
      stage: "not-known",
      arr: "not-known",
      history: "not-known",
      investors: "not-known",
      sector: "not-known",
    });
    expect(fit.facility).toBeUndefined();
    expect(fit.verdict).toBe("partial");
  });

  it("treats a round type that is neither listed as qualifying nor as earlier as not known", () => {
    expect(statuses(indicativeFit({ ...strong, fundingRoundType: "Other" }, rules, now)).stage).toBe("not-known");
  });

  it("is outside the criteria, and says what would change it, for an early company", () => {
    const fit = indicativeFit(
      {
        fundingRoundType: "Early Stage",
        annualRevenueUsd: 4_999_999,
        foundedYear: 2024,
        foundedMonth: 9,
        majorInvestors: "None.",
        recentEquityRaiseUsd: 3_000_000,
        industry: "Healthcare",
      },
      rules,
      now,
    );
    expect(statuses(fit)).toEqual({
      stage: "not-met",
      arr: "not-met",
      history: "not-met",
      investors: "not-met",
      sector: "met",
    });
    expect(fit.verdict).toBe("outside");
    // A 3M round: 50% is 1.5M, under the 2M minimum; the rule starts at a 4M round.
    expect(fit.facility).toEqual({ within: false, minimumRoundUsd: 4_000_000 });
    expect(fit.changes).toEqual([
      { id: "stage", qualifyingStages: rules.qualifyingStages },
      { id: "arr", minimumArrUsd: 5_000_000 },
      { id: "history", months: 12, reachedOn: { year: 2025, month: 9 } },
      { id: "round", minimumRoundUsd: 4_000_000 },
    ]);
    const words = describeFit(fit, indicativeFitCopy);
    expect(words.verdict).toBe("Outside our criteria today.");
    expect(words.changes).toEqual([
      "A priced round at Series A, Series B, Series C, Series D+.",
      "Annual recurring revenue of $5M or more.",
      "12 months of operating history, which you reach in September 2025.",
      "A last equity round of at least $4M.",
    ]);
    expect(words.notADecision).toMatch(/not a credit decision/);
  });

  it("does not put a company outside the criteria for lacking institutional investors (a preference)", () => {
    const fit = indicativeFit({ ...strong, majorInvestors: "n/a" }, rules, now);
    expect(statuses(fit).investors).toBe("not-met");
    expect(fit.verdict).toBe("within");
  });

  it("words an unmet preference so it cannot read as a failed requirement beside a 'within' verdict", () => {
    const words = describeFit(indicativeFit({ ...strong, majorInvestors: "n/a" }, rules, now), indicativeFitCopy);
    expect(words.verdict).toBe("Within our published criteria.");
    // Every line marked "not met" is a requirement, so the verdict and the lines agree.
    expect(words.criteria.filter((criterion) => criterion.kind === "not-met")).toEqual([]);
    const investors = words.criteria.find((criterion) => /institutional investors/.test(criterion.label));
    expect(investors).toMatchObject({ kind: "preference-not-met", status: "Not met: preferred, not required" });
  });

  it("counts operating history in calendar months: exactly 12 is enough, 11 is not", () => {
    expect(operatingMonths(2024, 6, now)).toBe(12);
    expect(statuses(indicativeFit({ ...strong, foundedYear: 2024, foundedMonth: 6 }, rules, now)).history).toBe("met");
    expect(statuses(indicativeFit({ ...strong, foundedYear: 2024, foundedMonth: 7 }, rules, now)).history).toBe(
      "not-met",
    );
  });

  it("treats a founding date in the future or an impossible month as not known", () => {
    expect(statuses(indicativeFit({ ...strong, foundedYear: 2026, foundedMonth: 1 }, rules, now)).history).toBe(
      "not-known",
    );
    expect(statuses(indicativeFit({ ...strong, foundedYear: 2020, foundedMonth: 13 }, rules, now)).history).toBe(
      "not-known",
    );
  });

  it("caps the facility at the maximum for a very large round", () => {
    expect(indicativeFit({ ...strong, recentEquityRaiseUsd: 100_000_000 }, rules, now).facility).toEqual({
      within: true,
      lowUsd: 7_000_000,
      highUsd: 7_000_000,
    });
  });

  it("words a facility range compactly", () => {
    const words = describeFit(indicativeFit(strong, rules, now), indicativeFitCopy);
    expect(words.facility).toBe("Indicative facility: $3M to $6M.");
    expect(words.criteria[0]).toEqual({ label: "Series A+ companies", status: "Met", kind: "met" });
    expect(words.changesHeading).toBeUndefined();
  });

  it('words a range whose ends round alike as one amount, not "$7M to $7M"', () => {
    const capped = indicativeFit({ ...strong, recentEquityRaiseUsd: 100_000_000 }, rules, now);
    expect(describeFit(capped, indicativeFitCopy).facility).toBe("Indicative facility: $7M.");
  });
});
