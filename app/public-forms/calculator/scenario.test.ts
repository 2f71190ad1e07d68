import { describe, expect, it } from "vitest";
import { funding } from "#app/content/shared/funding/data.ts";
import { defaultRawInputs } from "./inputs.ts";
import { type Scenario, applyHref, scenarioQuery, withCurrency, withField } from "./scenario.ts";

const rule = funding.rules.facility;
const start: Scenario = { raw: defaultRawInputs(rule), currency: "EUR", facilityFollowsRule: true };

describe("a scenario as the founder types", () => {
  it("moves a facility that follows the rule with the round, until the founder types one", () => {
    const bigger = withField(start, "round", "16000000", rule);
    expect(bigger.raw.facility).toBe("6,000,000");
    const own = withField(bigger, "facility", "3000000", rule);
    expect(own.facilityFollowsRule).toBe(false);
    expect(withField(own, "round", "8000000", rule).raw.facility).toBe("3000000");
  });

  it("switches to the currency a figure names, and scales a facility that follows the rule", () => {
    const francs = withField(start, "round", "CHF 12'000'000", rule);
    expect(francs.currency).toBe("CHF");
    const kronor = withCurrency(start, "SEK", rule);
    // The same round in kronor is below the rule's smallest facility there, SEK 20M.
    expect(kronor.raw.facility).toBe("20,000,000");
    expect(withField(kronor, "round", "120000000", rule).raw.facility).toBe("45,000,000");
  });

  it("keeps a facility typed with another currency's sign as typed, and takes that currency", () => {
    const pounds = withField(start, "facility", "£4m", rule);
    expect(pounds).toMatchObject({ currency: "GBP", facilityFollowsRule: false });
    expect(pounds.raw.facility).toBe("£4m");
  });

  it("writes the address and the apply link in plain numbers", () => {
    expect(scenarioQuery({ ...start.raw, round: "€20m" }, "EUR")).toBe(
      "currency=EUR&round=20000000&valuation=60000000&facility=4500000&rate=11&term=36&interestOnly=12&fee=1.5&warrants=10&exit=250000000",
    );
    const inputs = { roundUsd: 2e7, facilityUsd: 5_000_000.4 } as Parameters<typeof applyHref>[0];
    expect(applyHref(inputs, "GBP")).toBe("/apply?raise=20000000&facility=5000000&currency=GBP");
  });
});
