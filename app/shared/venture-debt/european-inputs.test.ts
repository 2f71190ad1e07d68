import { describe, expect, it } from "vitest";
import { funding } from "#app/content/shared/funding/data.ts";
import { ventureDebtCalculatorCopy as copy } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { scaledRule } from "#app/public-forms/calculator/currency-scale.ts";
import { applyPrefillFrom } from "#app/public-forms/calculator/apply-prefill.ts";
import { defaultRawInputs, parseInputs } from "#app/public-forms/calculator/inputs.ts";
import { messageLabels, problemMessages } from "#app/public-forms/calculator/messages.ts";
import { parseCalculatorQuery } from "#app/public-forms/calculator/query.server.ts";
import { ruleLines } from "./rule-lines.ts";

/* Issue 18: the calculator refused "€8m" and "12.000.000", spoke only dollars, and told a founder
   who mistyped a rate to enter "4,500,000 or 4.5m". */

const rule = funding.rules.facility;
const labels = messageLabels(copy.form.fields);
const queryCopy = { labels, messages: copy.errors };
const parse = (query: string) => parseCalculatorQuery(new URLSearchParams(query), queryCopy, rule);

describe("European figures in the calculator", () => {
  it.each([
    ["round=€8m&valuation=40.000.000", 8_000_000, 40_000_000],
    ["round=8,5m&valuation=12 000 000&currency=EUR", 8_500_000, 12_000_000],
    ["currency=CHF&round=CHF 12'000'000&valuation=60'000'000", 12_000_000, 60_000_000],
  ])("reads %s", (query, round, valuation) => {
    const parsed = parse(query);
    expect(parsed.result.ok && [parsed.result.inputs.roundUsd, parsed.result.inputs.valuationUsd]).toEqual([
      round,
      valuation,
    ]);
  });

  it("takes the currency from ?currency=, else from the round's sign, else the euro", () => {
    expect(parse("currency=GBP").currency).toBe("GBP");
    expect(parse("round=£8m").currency).toBe("GBP");
    expect(parse("round=8m").currency).toBe("EUR");
    expect(parse("currency=JPY").currency).toBe("EUR");
  });

  it("refuses an amount signed in another currency than the one chosen, saying which to choose", () => {
    const parsed = parse("currency=EUR&round=£8m");
    expect(parsed.result.ok).toBe(false);
    if (!parsed.result.ok)
      expect(parsed.result.errors.round).toBe(
        "This figure is in GBP, but the calculator is set to EUR. Choose GBP under Currency, or leave the symbol out.",
      );
  });

  it("states limits in the chosen currency, scaled to its round figures", () => {
    const parsed = parse("currency=SEK&round=1m");
    if (parsed.result.ok) throw new Error("SEK 1M is below the smallest round");
    expect(parsed.result.errors.round).toBe("The last round size must be at least SEK\u00a02,500,000.");
  });

  it("gives an example of a rate, not of an amount, when a rate is not a number", () => {
    const raw = { ...defaultRawInputs(rule), rate: "twelve" };
    const parsed = parseInputs(raw, rule, "EUR");
    if (parsed.ok) throw new Error("'twelve' is not a rate");
    const words = problemMessages(parsed.problems, labels, copy.errors, "EUR");
    expect(words.rate).toBe("Enter the annual interest rate as a percentage, such as 12 or 12.5%.");
    expect(words.rate).not.toMatch(/4,500,000/);
    expect(parseInputs({ ...raw, rate: "12,5" }, rule, "EUR").ok).toBe(true);
  });

  it("the browser and the server agree on European figures", () => {
    const raw = { ...defaultRawInputs(rule), round: "8,5m", valuation: "40.000.000", facility: "€3m" };
    const browser = parseInputs(raw, rule, "EUR");
    const server = parseCalculatorQuery(new URLSearchParams({ ...raw, currency: "EUR" }), queryCopy, rule).result;
    expect(browser.ok && server.ok && server.inputs).toEqual(browser.ok && browser.inputs);
  });
});

describe("ruleLines", () => {
  it("reads one figure when the range closes on the maximum, not '€7M to €7M'", () => {
    const [, forRound] = ruleLines(copy.form, scaledRule(rule, "EUR"), 40_000_000, "EUR");
    expect(forRound).toBe("For a €40m round, that is €7m.");
  });

  it("gives a range in the chosen currency otherwise", () => {
    const [general, forRound] = ruleLines(copy.form, scaledRule(rule, "GBP"), 12_000_000, "GBP");
    expect(general).toContain("from £2m to £7m");
    expect(forRound).toBe("For a £12m round, that is £3m to £6m.");
  });
});

describe("applyPrefillFrom", () => {
  it("carries the calculator's currency into the application, and ignores an unknown one", () => {
    expect(applyPrefillFrom(new URLSearchParams("raise=12000000&currency=CHF")).currency).toBe("CHF");
    expect(applyPrefillFrom(new URLSearchParams("currency=XYZ")).currency).toBeUndefined();
  });
});
