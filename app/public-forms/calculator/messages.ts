import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { formatMoney } from "#app/shared/money/format-money.ts";
import { fill } from "#app/shared/venture-debt/format.ts";
import {
  type FieldSpec,
  type InputProblem,
  type InputProblems,
  type QueryName,
  fieldSpecs,
  queryNames,
} from "./inputs.ts";

/** The error templates of the calculator's content (app/content/pages/venture-debt-calculator/copy.ts). */
export interface InputMessages {
  required: string;
  /** Not a number, worded per unit with an example of that unit (an amount, a rate, months). */
  notAnAmount: string;
  notARate: string;
  notANumber: string;
  notWholeMonths: string;
  tooSmall: string;
  tooLarge: string;
  valuationNotAboveRound: string;
  interestOnlyNotBelowTerm: string;
  /** "{typed}" is the currency the figure names, "{currency}" the calculator's. */
  otherCurrency: string;
}

function formatLimit(limit: number, spec: FieldSpec, currency: CurrencyCode): string {
  if (spec.unit === "money") return formatMoney(limit, currency);
  if (spec.unit === "percent") return `${limit}%`;
  return `${limit} months`;
}

/** One wording for a problem, used by the browser's parse and the server's zod schema alike. */
export function problemMessage(
  problem: InputProblem,
  spec: FieldSpec,
  label: string,
  messages: InputMessages,
  currency: CurrencyCode,
): string {
  const limit = "limit" in problem ? formatLimit(problem.limit, spec, currency) : "";
  const typed = "typed" in problem ? problem.typed : "";
  const template =
    problem.kind !== "notANumber"
      ? messages[problem.kind]
      : spec.unit === "money"
        ? messages.notAnAmount
        : spec.unit === "percent"
          ? messages.notARate
          : messages.notANumber;
  return fill(template, { label, limit, typed, currency });
}

/** Field labels as they read inside a sentence ("The last round size must be…"). */
export function messageLabels(fields: Record<QueryName, { label: string }>): Record<QueryName, string> {
  return Object.fromEntries(queryNames.map((name) => [name, fields[name].label.toLowerCase()])) as Record<
    QueryName,
    string
  >;
}

/** The browser parse's problems, worded like the server's zod schema words them. */
export function problemMessages(
  problems: InputProblems,
  labels: Record<QueryName, string>,
  messages: InputMessages,
  currency: CurrencyCode,
): Partial<Record<QueryName, string>> {
  const words: Partial<Record<QueryName, string>> = {};
  for (const name of queryNames) {
    const problem = problems[name];
    if (problem) words[name] = problemMessage(problem, fieldSpecs[name], labels[name], messages, currency);
  }
  return words;
}
