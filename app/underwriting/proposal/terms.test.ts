import { describe, expect, it } from "vitest";
import { facilitySchedule } from "#app/shared/venture-debt/facility-schedule.ts";
import { sampleTerms, sampleTermsForm } from "#tests/proposal-terms.ts";
import { facilityTermsOf, proposalTermsSchema, termsInputOf } from "./terms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("proposal terms", () => {
  it("read the form's tranches and figures as decimal text", () => {
    expect(proposalTermsSchema.parse(termsInputOf(form(sampleTermsForm)))).toEqual(sampleTerms);
  });

  it("charge a floating rate as the margin plus the reference rate: 9 % over EURIBOR at 3 % is the fixture's 12 %", () => {
    const terms = facilityTermsOf(sampleTerms);
    expect(terms.annualRatePercent).toBe("12");
    expect(facilitySchedule(terms)[3]?.interest).toBe("9044.63");
    expect(facilityTermsOf({ ...sampleTerms, rateBasis: "fixed", rate: "11.5" }).annualRatePercent).toBe("11.5");
  });

  it("refuse an amount in words, tranches that do not add up, and interest only as long as the term", () => {
    const pathsOf = (fields: Record<string, string>) =>
      proposalTermsSchema
        .safeParse(termsInputOf(form({ ...sampleTermsForm, ...fields })))
        .error?.issues.map((issue) => issue.path.join("."));
    expect(pathsOf({ minimumCash: "half a million" })).toEqual(["minimumCash"]);
    expect(pathsOf({ tranche2Amount: "300000", interestOnlyMonths: "6" })?.sort()).toEqual([
      "interestOnlyMonths",
      "tranches",
    ]);
  });
});
