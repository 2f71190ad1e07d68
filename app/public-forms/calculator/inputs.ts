import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { otherCurrencyNamed, readAmount, readPlainNumber } from "#app/shared/money/read-amount.ts";
import type { CalculatorInputs } from "#app/shared/venture-debt/calculator.ts";
import { currencyScale, scaledRule } from "./currency-scale.ts";
import type { FacilityRule } from "#app/shared/venture-debt/facility-rule.ts";
import { suggestedFacility } from "#app/shared/venture-debt/facility-rule.ts";

/*
 * The calculator's inputs as they travel in the URL (?round=…&valuation=…):
 * names, units, limits and defaults, and a small parser the browser uses as the
 * founder types. The server validates the same query with the zod schema in
 * query.server.ts, built from these constants; query.server.test.ts checks
 * that the two agree. Nothing here imports zod, so it stays out of the page's JS.
 */

/** "money" is in the calculator's chosen currency; limits and defaults are dollar figures scaled to it. */
export type FieldUnit = "money" | "percent" | "months";

/** The currency the calculator starts in: the firm is European. */
export const DEFAULT_CALCULATOR_CURRENCY: CurrencyCode = "EUR";

export interface FieldSpec {
  /** Query parameter and form field name. */
  name: QueryName;
  key: keyof CalculatorInputs;
  unit: FieldUnit;
  min: number;
  max: number;
  /** Undefined for the facility, whose default follows the round (the firm's rule). */
  defaultValue?: number;
}

export const queryNames = [
  "round",
  "valuation",
  "facility",
  "rate",
  "term",
  "interestOnly",
  "fee",
  "warrants",
  "exit",
] as const;
export type QueryName = (typeof queryNames)[number];

export const fieldSpecs: Record<QueryName, FieldSpec> = {
  round: { name: "round", key: "roundUsd", unit: "money", min: 250_000, max: 2_000_000_000, defaultValue: 12_000_000 },
  valuation: {
    name: "valuation",
    key: "valuationUsd",
    unit: "money",
    min: 1_000_000,
    max: 100_000_000_000,
    defaultValue: 60_000_000,
  },
  facility: { name: "facility", key: "facilityUsd", unit: "money", min: 100_000, max: 100_000_000 },
  rate: { name: "rate", key: "annualRatePercent", unit: "percent", min: 0, max: 40, defaultValue: 11 },
  term: { name: "term", key: "termMonths", unit: "months", min: 6, max: 120, defaultValue: 36 },
  interestOnly: {
    name: "interestOnly",
    key: "interestOnlyMonths",
    unit: "months",
    min: 0,
    max: 60,
    defaultValue: 12,
  },
  fee: { name: "fee", key: "feePercent", unit: "percent", min: 0, max: 10, defaultValue: 1.5 },
  warrants: { name: "warrants", key: "warrantCoveragePercent", unit: "percent", min: 0, max: 50, defaultValue: 10 },
  exit: {
    name: "exit",
    key: "exitValuationUsd",
    unit: "money",
    min: 1_000_000,
    max: 1_000_000_000_000,
    defaultValue: 250_000_000,
  },
};

export type RawInputs = Record<QueryName, string>;

/** Why a value was refused; the page words each kind (content: venture-debt-calculator.ts). */
export type InputProblem =
  | { kind: "required" | "notANumber" | "notWholeMonths" }
  | { kind: "tooSmall" | "tooLarge"; limit: number }
  | { kind: "valuationNotAboveRound" | "interestOnlyNotBelowTerm" }
  | { kind: "otherCurrency"; typed: string };

/**
 * Reads a number the way founders type it: "12,000,000", "€12m", "8,5m", "12.000.000",
 * "CHF 12'000'000", "11%", "12,5". Returns undefined when the text is not a number.
 */
export function readNumber(raw: string, unit: FieldUnit): number | undefined {
  if (unit === "money") return readAmount(raw)?.value;
  return readPlainNumber(raw, unit === "percent");
}

/** The currency an amount names when it is not `currency` ("£8m" in a euro calculator); "kr" fits any krona/krone. */
export function otherCurrencyTyped(raw: string, currency: CurrencyCode): string | undefined {
  const typed = otherCurrencyNamed(raw, currency)?.currency;
  return typed === "kr" ? "SEK, DKK or NOK" : typed;
}

/** A field's limits in the chosen currency (amounts scale; rates and months do not). */
export function limitsOf(spec: FieldSpec, currency: CurrencyCode): { min: number; max: number } {
  const scale = spec.unit === "money" ? currencyScale[currency] : 1;
  return { min: spec.min * scale, max: spec.max * scale };
}

/** One field on its own: syntax, currency, whole months, limits. */
export function checkField(
  raw: string | undefined,
  spec: FieldSpec,
  currency: CurrencyCode = DEFAULT_CALCULATOR_CURRENCY,
): { value: number } | { problem: InputProblem } {
  if (raw === undefined || raw.trim() === "") return { problem: { kind: "required" } };
  const value = readNumber(raw, spec.unit);
  if (value === undefined) return { problem: { kind: "notANumber" } };
  const typed = spec.unit === "money" ? otherCurrencyTyped(raw, currency) : undefined;
  if (typed) return { problem: { kind: "otherCurrency", typed } };
  if (spec.unit === "months" && !Number.isInteger(value)) return { problem: { kind: "notWholeMonths" } };
  const { min, max } = limitsOf(spec, currency);
  if (value < min) return { problem: { kind: "tooSmall", limit: min } };
  if (value > max) return { problem: { kind: "tooLarge", limit: max } };
  return { value };
}

export type InputProblems = Partial<Record<QueryName, InputProblem>>;

export type ParsedInputs = { ok: true; inputs: CalculatorInputs } | { ok: false; problems: InputProblems };

/** The rules between fields, once each field is valid on its own. */
export function crossFieldProblems(inputs: CalculatorInputs): InputProblems {
  const problems: InputProblems = {};
  if (inputs.valuationUsd <= inputs.roundUsd) problems.valuation = { kind: "valuationNotAboveRound" };
  if (inputs.interestOnlyMonths >= inputs.termMonths) problems.interestOnly = { kind: "interestOnlyNotBelowTerm" };
  return problems;
}

/**
 * The browser's parse of the form (the server uses the zod schema): a blank
 * facility means "use the firm's rule" for the round entered.
 */
export function parseInputs(
  raw: Partial<RawInputs>,
  rule: FacilityRule,
  currency: CurrencyCode = DEFAULT_CALCULATOR_CURRENCY,
): ParsedInputs {
  const problems: InputProblems = {};
  const values: Partial<Record<QueryName, number>> = {};
  for (const name of queryNames) {
    const text = raw[name];
    if (name === "facility" && (text === undefined || text.trim() === "")) continue;
    const checked = checkField(text, fieldSpecs[name], currency);
    if ("problem" in checked) problems[name] = checked.problem;
    else values[name] = checked.value;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const inputs = toInputs(values as Record<QueryName, number | undefined>, rule, currency);
  const crossProblems = crossFieldProblems(inputs);
  return Object.keys(crossProblems).length > 0 ? { ok: false, problems: crossProblems } : { ok: true, inputs };
}

/** Field values by query name into calculator inputs; a missing facility follows the rule (both in `currency`). */
export function toInputs(
  values: Record<QueryName, number | undefined>,
  rule: FacilityRule,
  currency: CurrencyCode = DEFAULT_CALCULATOR_CURRENCY,
): CalculatorInputs {
  const inputs = {} as CalculatorInputs;
  for (const name of queryNames) {
    const spec = fieldSpecs[name];
    const scale = spec.unit === "money" ? currencyScale[currency] : 1;
    inputs[spec.key] = values[name] ?? (spec.defaultValue ?? Number.NaN) * scale;
  }
  if (values.facility === undefined)
    inputs.facilityUsd = suggestedFacility(inputs.roundUsd, scaledRule(rule, currency));
  return inputs;
}

/** The form's starting values, as text: the defaults, with the facility from the rule. */
export function defaultRawInputs(rule: FacilityRule, currency: CurrencyCode = DEFAULT_CALCULATOR_CURRENCY): RawInputs {
  const inputs = toInputs({} as Record<QueryName, undefined>, rule, currency);
  return Object.fromEntries(
    queryNames.map((name) => [name, formatInput(inputs[fieldSpecs[name].key], fieldSpecs[name].unit)]),
  ) as RawInputs;
}

/** How a valid value shows in its field: grouped amounts ("12,000,000"), plain percent and months. */
export function formatInput(value: number, unit: FieldUnit): string {
  if (unit === "money") return Math.round(value).toLocaleString("en-US");
  return String(Math.round(value * 100) / 100);
}

/** How a valid value travels in the URL: plain digits, no grouping. */
export function queryValue(raw: string, unit: FieldUnit): string {
  const value = readNumber(raw, unit);
  return value === undefined ? raw.trim() : String(Math.round(value * 100) / 100);
}

/** The calculator query as the loader hands it to the page (validated in query.server.ts). */
export interface CalculatorQuery {
  /** What each field shows: valid values tidied ("12000000" → "12,000,000"), the rest as typed. */
  raw: RawInputs;
  /** The currency of every amount, chosen in the form (decision 070). */
  currency: CurrencyCode;
  /** False when the page was asked for without any calculator parameter (the prerendered default). */
  fromQuery: boolean;
  result: { ok: true; inputs: CalculatorInputs } | { ok: false; errors: Partial<Record<QueryName, string>> };
}
