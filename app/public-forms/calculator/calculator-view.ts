import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import type { CalculatorInputs } from "#app/shared/venture-debt/calculator.ts";
import { scaledRule } from "./currency-scale.ts";
import { type FacilityRule, facilityRange } from "#app/shared/venture-debt/facility-rule.ts";
import {
  type CalculatorQuery,
  type QueryName,
  type RawInputs,
  defaultRawInputs,
  parseInputs,
  queryNames,
  readNumber,
} from "./inputs.ts";
import { messageLabels, problemMessages } from "./messages.ts";
import { addResults, tableRows } from "./results-view.ts";
import { ruleLines } from "#app/shared/venture-debt/rule-lines.ts";
import { applyHref } from "./scenario.ts";
import { type View, emptyView } from "./view.ts";

export type Outcome = CalculatorQuery["result"];

/** The form's id: its results are its outputs, and its script finds it by it. */
export const CALCULATOR_FORM_ID = "calculator-form";

/** A field's id in the page, which its messages and the error summary's links point at. */
export const fieldId = (name: QueryName) => `calculator-${name}`;

/** The short sign shown inside amount fields: "€", "£", "CHF", "kr", "zł". */
export const currencySign = (currency: CurrencyCode) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency, currencyDisplay: "narrowSymbol" })
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? currency;

function isOutsideRule(inputs: CalculatorInputs, rule: FacilityRule): boolean {
  const range = facilityRange(inputs.roundUsd, rule);
  return !range.within || inputs.facilityUsd < range.lowUsd - 0.5 || inputs.facilityUsd > range.highUsd + 0.5;
}

/** The browser's check of the form as typed (the server checks the query with zod: query.server.ts), worded alike. */
export function outcomeOf(
  copy: VentureDebtCalculatorContent,
  rule: FacilityRule,
  raw: RawInputs,
  currency: CurrencyCode,
): Outcome {
  const parsed = parseInputs(raw, rule, currency);
  if (parsed.ok) return parsed;
  const labels = messageLabels(copy.form.fields);
  return { ok: false, errors: problemMessages(parsed.problems, labels, copy.errors, currency) };
}

/**
 * Each field's message when it is left empty, as the browser's check words it (the facility may be left empty: it
 * then follows the rule). The document's inline check says it before this page's script has loaded.
 */
export function missingMessages(
  copy: VentureDebtCalculatorContent,
  rule: FacilityRule,
  currency: CurrencyCode,
): Partial<Record<QueryName, string>> {
  const raw = defaultRawInputs(rule, currency);
  const missing: Partial<Record<QueryName, string>> = {};
  for (const name of queryNames) {
    const outcome = outcomeOf(copy, rule, { ...raw, [name]: "" }, currency);
    const message = outcome.ok ? undefined : outcome.errors[name];
    if (message) missing[name] = message;
  }
  return missing;
}

/**
 * Everything the calculator shows for a form's figures: the currency sign, the firm's rule for the round, each
 * field's message and the summary, then either the results and the apply link or the notes that stand in for them.
 * `tables: false` leaves the folded tables' rows out (the script writes those once the typing pauses).
 */
export function calculatorView(
  copy: VentureDebtCalculatorContent,
  rule: FacilityRule,
  { raw, currency, outcome }: { raw: RawInputs; currency: CurrencyCode; outcome: Outcome },
  { tables = true }: { tables?: boolean } = {},
): View {
  const view = emptyView();
  const errors: Partial<Record<QueryName, string>> = outcome.ok ? {} : outcome.errors;
  const currencyRule = scaledRule(rule, currency);
  const facilityNote = outcome.ok && isOutsideRule(outcome.inputs, currencyRule);
  view.texts.sign = currencySign(currency);
  view.attrs.sign = { "data-wide": view.texts.sign.length > 1 ? "true" : null };
  const shownRound = errors.round ? undefined : readNumber(raw.round, "money");
  const lines = ruleLines(copy.form, currencyRule, shownRound, currency);
  view.texts["rule-0"] = lines[0] ?? "";
  view.texts["rule-1"] = lines[1] ?? "";
  view.shown["rule-1"] = lines.length > 1;
  view.shown.summary = !outcome.ok;
  view.shown["facility-note"] = facilityNote;
  for (const name of queryNames) {
    const id = fieldId(name);
    const error = errors[name];
    const note = name === "facility" && facilityNote;
    view.texts[`error-${name}`] = error ?? "";
    view.shown[`error-${name}`] = Boolean(error);
    view.attrs[`field-${name}`] = {
      "aria-invalid": error ? "true" : null,
      "aria-describedby": [`${id}-hint`, note ? `${id}-note` : "", error ? `${id}-error` : ""]
        .filter(Boolean)
        .join(" "),
    };
    view.attrs[`wrap-${name}`] = { "data-invalid": error ? "true" : null };
  }
  view.shown.results = outcome.ok;
  view.shown["results-hidden"] = !outcome.ok;
  view.shown["apply-link"] = outcome.ok;
  view.shown["apply-hidden"] = !outcome.ok;
  if (outcome.ok) {
    view.attrs["apply-link"] = { href: applyHref(outcome.inputs, currency) };
    addResults(view, copy, outcome.inputs, currency);
    if (tables) view.rows = tableRows(copy, outcome.inputs, currency);
  }
  return view;
}
