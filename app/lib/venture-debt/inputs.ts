import type { CalculatorInputs } from "./calculator";
import type { FacilityRule } from "./facility-rule";
import { suggestedFacility } from "./facility-rule";

/*
 * The calculator's inputs as they travel in the URL (?round=…&valuation=…):
 * names, units, limits and defaults, and a small parser the browser uses as the
 * founder types. The server validates the same query with the zod schema in
 * query.server.ts, built from these constants; query.server.test.ts checks
 * that the two agree. Nothing here imports zod, so it stays out of the page's JS.
 */

export type FieldUnit = "usd" | "percent" | "months";

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
  round: { name: "round", key: "roundUsd", unit: "usd", min: 250_000, max: 2_000_000_000, defaultValue: 12_000_000 },
  valuation: {
    name: "valuation",
    key: "valuationUsd",
    unit: "usd",
    min: 1_000_000,
    max: 100_000_000_000,
    defaultValue: 60_000_000,
  },
  facility: { name: "facility", key: "facilityUsd", unit: "usd", min: 100_000, max: 100_000_000 },
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
    unit: "usd",
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
  | { kind: "valuationNotAboveRound" | "interestOnlyNotBelowTerm" };

const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9 };

/**
 * Reads a number the way founders type it: "12,000,000", "$12m", "4.5M",
 * "11%", "1 500 000". Returns undefined when the text is not a number.
 */
export function readNumber(raw: string, unit: FieldUnit): number | undefined {
  let text = raw
    .trim()
    .toLowerCase()
    .replace(/[\s,_]/g, "");
  if (unit === "usd") text = text.replace(/^(\$|usd)/, "");
  if (unit === "percent") text = text.replace(/%$/, "");
  let multiplier = 1;
  const suffix = unit === "usd" ? /(k|mm|m|bn|b)$/.exec(text) : null;
  if (suffix?.[1]) {
    multiplier = MULTIPLIERS[suffix[1]] ?? 1;
    text = text.slice(0, -suffix[1].length);
  }
  if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const value = Number(text) * multiplier;
  return Number.isFinite(value) ? value : undefined;
}

/** One field on its own: syntax, whole months, limits. */
export function checkField(raw: string | undefined, spec: FieldSpec): { value: number } | { problem: InputProblem } {
  if (raw === undefined || raw.trim() === "") return { problem: { kind: "required" } };
  const value = readNumber(raw, spec.unit);
  if (value === undefined) return { problem: { kind: "notANumber" } };
  if (spec.unit === "months" && !Number.isInteger(value)) return { problem: { kind: "notWholeMonths" } };
  if (value < spec.min) return { problem: { kind: "tooSmall", limit: spec.min } };
  if (value > spec.max) return { problem: { kind: "tooLarge", limit: spec.max } };
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
export function parseInputs(raw: Partial<RawInputs>, rule: FacilityRule): ParsedInputs {
  const problems: InputProblems = {};
  const values: Partial<Record<QueryName, number>> = {};
  for (const name of queryNames) {
    const text = raw[name];
    if (name === "facility" && (text === undefined || text.trim() === "")) continue;
    const checked = checkField(text, fieldSpecs[name]);
    if ("problem" in checked) problems[name] = checked.problem;
    else values[name] = checked.value;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const inputs = toInputs(values as Record<QueryName, number | undefined>, rule);
  const crossProblems = crossFieldProblems(inputs);
  return Object.keys(crossProblems).length > 0 ? { ok: false, problems: crossProblems } : { ok: true, inputs };
}

/** Field values by query name into calculator inputs; a missing facility follows the rule. */
export function toInputs(values: Record<QueryName, number | undefined>, rule: FacilityRule): CalculatorInputs {
  const inputs = {} as CalculatorInputs;
  for (const name of queryNames) {
    const spec = fieldSpecs[name];
    inputs[spec.key] = values[name] ?? spec.defaultValue ?? Number.NaN;
  }
  if (values.facility === undefined) inputs.facilityUsd = suggestedFacility(inputs.roundUsd, rule);
  return inputs;
}

/** The form's starting values, as text: the defaults, with the facility from the rule. */
export function defaultRawInputs(rule: FacilityRule): RawInputs {
  const inputs = toInputs({} as Record<QueryName, undefined>, rule);
  return Object.fromEntries(
    queryNames.map((name) => [name, formatInput(inputs[fieldSpecs[name].key], fieldSpecs[name].unit)]),
  ) as RawInputs;
}

/** How a valid value shows in its field: grouped dollars, plain percent and months. */
export function formatInput(value: number, unit: FieldUnit): string {
  if (unit === "usd") return Math.round(value).toLocaleString("en-US");
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
  /** False when the page was asked for without any calculator parameter (the prerendered default). */
  fromQuery: boolean;
  result: { ok: true; inputs: CalculatorInputs } | { ok: false; errors: Partial<Record<QueryName, string>> };
}
