import { describe, expect, it } from "vitest";
import { funding } from "#app/content/shared/funding/data.ts";
import { ventureDebtCalculatorCopy as copy } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { calculate } from "#app/shared/venture-debt/calculator.ts";
import { suggestedFacility } from "#app/shared/venture-debt/facility-rule.ts";
import {
  type QueryName,
  type RawInputs,
  defaultRawInputs,
  fieldSpecs,
  parseInputs,
  queryNames,
  readNumber,
} from "./inputs.ts";
import { problemMessage } from "./messages.ts";
import { parseCalculatorQuery } from "./query.server.ts";

const rule = funding.rules.facility;
const labels = Object.fromEntries(
  queryNames.map((name) => [name, copy.form.fields[name].label.toLowerCase()]),
) as Record<QueryName, string>;
const queryCopy = { labels, messages: copy.errors };

const parse = (query: string) => parseCalculatorQuery(new URLSearchParams(query), queryCopy, rule);

describe("readNumber", () => {
  it.each([
    ["12,000,000", "money", 12_000_000],
    ["$12m", "money", 12_000_000],
    ["4.5M", "money", 4_500_000],
    ["USD 250k", "money", 250_000],
    ["1 500 000", "money", 1_500_000],
    ["2bn", "money", 2_000_000_000],
    ["11%", "percent", 11],
    ["1.5", "percent", 1.5],
    ["36", "months", 36],
  ] as const)("reads %s", (raw, unit, expected) => {
    expect(readNumber(raw, unit)).toBe(expected);
  });

  it.each(["", "abc", "12..5", "1e9", "12m%", "Infinity", "0x10", "--5"])("does not read %j as a number", (raw) => {
    expect(readNumber(raw, "money")).toBeUndefined();
  });
});

describe("parseCalculatorQuery", () => {
  it("uses the defaults, with the facility in the middle of the firm's rule, when there is no query", () => {
    const query = parse("");
    expect(query.fromQuery).toBe(false);
    expect(query.raw).toEqual(defaultRawInputs(rule));
    if (!query.result.ok) throw new Error("defaults must be valid");
    expect(query.result.inputs.facilityUsd).toBe(suggestedFacility(12_000_000, rule));
    // 12M round x the middle of 25-50% = 4.5M, inside the $2M-$7M limits.
    expect(query.result.inputs.facilityUsd).toBe(4_500_000);
  });

  it("reads a shared scenario and tidies its figures for display", () => {
    const query = parse(
      "round=20m&valuation=100000000&facility=6000000&rate=12.5&term=48&interestOnly=6&fee=2&warrants=5&exit=1bn",
    );
    expect(query.fromQuery).toBe(true);
    expect(query.result).toEqual({
      ok: true,
      inputs: {
        roundUsd: 20_000_000,
        valuationUsd: 100_000_000,
        facilityUsd: 6_000_000,
        annualRatePercent: 12.5,
        termMonths: 48,
        interestOnlyMonths: 6,
        feePercent: 2,
        warrantCoveragePercent: 5,
        exitValuationUsd: 1_000_000_000,
      },
    });
    expect(query.raw.round).toBe("20,000,000");
    expect(query.raw.exit).toBe("1,000,000,000");
  });

  it("follows the rule when a link carries the round but no facility, and caps it at the maximum", () => {
    const query = parse("round=40000000&valuation=200000000");
    if (!query.result.ok) throw new Error(JSON.stringify(query.result.errors));
    expect(query.result.inputs.facilityUsd).toBe(rule.maximumUsd);
    expect(query.raw.facility).toBe("");
  });

  it("rejects absurd figures with the content's messages and keeps what was typed", () => {
    const query = parse("round=-5&valuation=lots&rate=400&term=12.5&fee=&exit=1e400");
    expect(query.result.ok).toBe(false);
    if (query.result.ok) return;
    expect(query.result.errors).toEqual({
      round: "The last round size must be at least €250,000.",
      valuation: "Enter the post-money valuation as an amount, such as 4,500,000, 4.500.000 or 4,5m.",
      rate: "The annual interest rate must be at most 40%.",
      term: "Enter the term in whole months.",
      fee: "Enter the arrangement fee.",
      exit: "Enter the expected exit valuation as an amount, such as 4,500,000, 4.500.000 or 4,5m.",
    });
    expect(query.raw.valuation).toBe("lots");
    expect(query.raw.rate).toBe("400");
  });

  it("rejects a valuation not above the round and an interest-only period as long as the term", () => {
    const query = parse("round=10000000&valuation=10000000&term=24&interestOnly=24");
    expect(query.result).toEqual({
      ok: false,
      errors: {
        valuation: copy.errors.valuationNotAboveRound,
        interestOnly: copy.errors.interestOnlyNotBelowTerm,
      },
    });
  });

  it("refuses text too long to be a figure", () => {
    const query = parse(`exit=${"9".repeat(41)}`);
    expect(query.result.ok).toBe(false);
  });
});

/** The browser's hand-written parse and the server's zod schema must accept, refuse and word alike. */
describe("browser parse and server schema agree", () => {
  const defaults = defaultRawInputs(rule);
  const variants: Array<Partial<RawInputs>> = [
    {},
    { facility: "" },
    { round: "0" },
    { round: "250000" },
    { round: "249999" },
    { round: "2000000001" },
    { valuation: "12m" },
    { valuation: "11,999,999" },
    { facility: "99999" },
    { facility: "$100m" },
    { facility: "7.25m" },
    { rate: "0" },
    { rate: "-1" },
    { rate: "40.01" },
    { rate: "eleven" },
    { term: "6" },
    { term: "5" },
    { term: "121" },
    { term: "36.0" },
    { term: "36.5" },
    { interestOnly: "35" },
    { interestOnly: "36" },
    { interestOnly: "" },
    { fee: "10%" },
    { fee: "10.5%" },
    { warrants: "50" },
    { warrants: "51" },
    { exit: "999,999" },
    { exit: "1tn" },
    { exit: " 250m " },
  ];

  it.each(variants.map((variant) => [JSON.stringify(variant), variant] as const))("%s", (_, variant) => {
    const raw = { ...defaults, ...variant };
    const server = parseCalculatorQuery(new URLSearchParams(raw), queryCopy, rule).result;
    const browser = parseInputs(raw, rule);
    if (browser.ok) {
      expect(server).toEqual({ ok: true, inputs: browser.inputs });
      expect(() => calculate(browser.inputs)).not.toThrow();
    } else {
      const words = Object.fromEntries(
        Object.entries(browser.problems).map(([name, problem]) => [
          name,
          problemMessage(problem, fieldSpecs[name as QueryName], labels[name as QueryName], copy.errors, "EUR"),
        ]),
      );
      expect(server).toEqual({ ok: false, errors: words });
    }
  });
});
