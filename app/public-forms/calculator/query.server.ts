import { z } from "zod";
import { type CurrencyCode, isCurrencyCode } from "#app/shared/money/currencies.ts";
import { readAmount } from "#app/shared/money/read-amount.ts";
import type { CalculatorInputs } from "#app/shared/venture-debt/calculator.ts";
import type { FacilityRule } from "#app/shared/venture-debt/facility-rule.ts";
import {
  type CalculatorQuery,
  crossFieldProblems,
  type FieldSpec,
  type InputProblem,
  type QueryName,
  type RawInputs,
  DEFAULT_CALCULATOR_CURRENCY,
  defaultRawInputs,
  fieldSpecs,
  limitsOf,
  otherCurrencyTyped,
  formatInput,
  queryNames,
  readNumber,
  toInputs,
} from "./inputs.ts";
import { type InputMessages, problemMessage } from "./messages.ts";

/** Longer than any number a founder would type; longer text is not a number. */
const MAX_INPUT_LENGTH = 40;

export interface QueryCopy {
  labels: Record<QueryName, string>;
  messages: InputMessages;
}

function fieldSchema(spec: FieldSpec, copy: QueryCopy, currency: CurrencyCode) {
  const say = (problem: InputProblem) => problemMessage(problem, spec, copy.labels[spec.name], copy.messages, currency);
  const { min, max } = limitsOf(spec, currency);
  return z
    .string()
    .trim()
    .min(1, say({ kind: "required" }))
    .max(MAX_INPUT_LENGTH, say({ kind: "notANumber" }))
    .transform((raw, ctx) => {
      const value = readNumber(raw, spec.unit);
      if (value === undefined) {
        ctx.issues.push({ code: "custom", message: say({ kind: "notANumber" }), input: raw });
        return z.NEVER;
      }
      const typed = spec.unit === "money" ? otherCurrencyTyped(raw, currency) : undefined;
      if (typed) {
        ctx.issues.push({ code: "custom", message: say({ kind: "otherCurrency", typed }), input: raw });
        return z.NEVER;
      }
      return value;
    })
    .pipe(
      (spec.unit === "months" ? z.number().int(say({ kind: "notWholeMonths" })) : z.number())
        .min(min, say({ kind: "tooSmall", limit: min }))
        .max(max, say({ kind: "tooLarge", limit: max })),
    );
}

/**
 * The calculator's query, validated on the server (zod never ships to this page's
 * browser bundle). A blank facility means "use the firm's rule".
 */
export function calculatorQuerySchema(
  copy: QueryCopy,
  rule: FacilityRule,
  currency: CurrencyCode = DEFAULT_CALCULATOR_CURRENCY,
) {
  const field = (name: QueryName) => fieldSchema(fieldSpecs[name], copy, currency);
  return z
    .object({
      round: field("round"),
      valuation: field("valuation"),
      facility: z.string().transform((raw, ctx) => {
        if (raw.trim() === "") return undefined;
        const checked = field("facility").safeParse(raw);
        if (checked.success) return checked.data;
        for (const issue of checked.error.issues)
          ctx.issues.push({ code: "custom", message: issue.message, input: raw });
        return z.NEVER;
      }),
      rate: field("rate"),
      term: field("term"),
      interestOnly: field("interestOnly"),
      fee: field("fee"),
      warrants: field("warrants"),
      exit: field("exit"),
    })
    .transform((values, ctx): CalculatorInputs => {
      const inputs = toInputs(values, rule, currency);
      for (const [name, problem] of Object.entries(crossFieldProblems(inputs)) as [QueryName, InputProblem][]) {
        const message = problemMessage(problem, fieldSpecs[name], copy.labels[name], copy.messages, currency);
        ctx.issues.push({ code: "custom", message, path: [name], input: values });
      }
      return inputs;
    });
}

export type { CalculatorQuery } from "./inputs.ts";

/**
 * The currency asked for (?currency=GBP); without one, the one the round names ("£8m"), else the euro.
 * An unknown code is ignored: the form's select offers only the listed currencies.
 */
export function queryCurrency(params: URLSearchParams): CurrencyCode {
  const asked = params.get("currency");
  if (isCurrencyCode(asked)) return asked;
  const named = readAmount((params.get("round") ?? "").slice(0, MAX_INPUT_LENGTH))?.currency;
  return isCurrencyCode(named) ? named : DEFAULT_CALCULATOR_CURRENCY;
}

/** Missing parameters take their defaults, so a link may carry only some figures. */
export function parseCalculatorQuery(params: URLSearchParams, copy: QueryCopy, rule: FacilityRule): CalculatorQuery {
  const currency = queryCurrency(params);
  const defaults = defaultRawInputs(rule, currency);
  const fromQuery = queryNames.some((name) => params.has(name));
  const raw = Object.fromEntries(
    queryNames.map((name) => [
      name,
      params.get(name) ?? (name === "facility" && params.has("round") ? "" : defaults[name]),
    ]),
  ) as RawInputs;
  const parsed = calculatorQuerySchema(copy, rule, currency).safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<QueryName, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as QueryName;
      errors[name] ??= issue.message;
    }
    return { raw, currency, fromQuery, result: { ok: false, errors } };
  }
  const tidy = { ...raw };
  for (const name of queryNames) {
    if (tidy[name].trim() !== "")
      tidy[name] = formatInput(readNumber(tidy[name], fieldSpecs[name].unit) ?? 0, fieldSpecs[name].unit);
  }
  return { raw: tidy, currency, fromQuery, result: { ok: true, inputs: parsed.data } };
}
