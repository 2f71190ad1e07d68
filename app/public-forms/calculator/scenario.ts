import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { readAmount } from "#app/shared/money/read-amount.ts";
import type { CalculatorInputs } from "#app/shared/venture-debt/calculator.ts";
import { scaledRule } from "./currency-scale.ts";
import { type FacilityRule, suggestedFacility } from "#app/shared/venture-debt/facility-rule.ts";
import {
  type QueryName,
  type RawInputs,
  fieldSpecs,
  formatInput,
  queryNames,
  queryValue,
  readNumber,
} from "./inputs.ts";

/** The form as the founder left it: what each field holds, the currency, and whether the facility follows the rule. */
export interface Scenario {
  raw: RawInputs;
  currency: CurrencyCode;
  /** True until the founder types a facility of their own: it then stays as typed. */
  facilityFollowsRule: boolean;
}

/** The facility the firm's rule suggests for the round entered, if the round reads as a number. */
function followRule(scenario: Scenario, rule: FacilityRule): Scenario {
  const round = readNumber(scenario.raw.round, "money");
  if (!scenario.facilityFollowsRule || round === undefined) return scenario;
  const facility = formatInput(suggestedFacility(round, scaledRule(rule, scenario.currency)), "money");
  return { ...scenario, raw: { ...scenario.raw, facility } };
}

/**
 * One field changed. "£8m" typed into a euro calculator switches it to pounds: the symbol says what the founder
 * means. A new round or currency moves a facility that follows the rule.
 */
export function withField(scenario: Scenario, name: QueryName, value: string, rule: FacilityRule): Scenario {
  // readAmount names only the listed currencies, or "kr" for any of three.
  const named = fieldSpecs[name].unit === "money" ? readAmount(value)?.currency : undefined;
  const currency = named && named !== "kr" ? named : scenario.currency;
  const next: Scenario = {
    raw: { ...scenario.raw, [name]: value },
    currency,
    facilityFollowsRule: scenario.facilityFollowsRule && name !== "facility",
  };
  return name === "round" || currency !== scenario.currency ? followRule(next, rule) : next;
}

/** The currency chosen in the select: a facility that follows the rule takes the new currency's round figures. */
export function withCurrency(scenario: Scenario, currency: CurrencyCode, rule: FacilityRule): Scenario {
  return followRule({ ...scenario, currency }, rule);
}

/** The query of a scenario: the currency, then every figure, as plain numbers where they read as numbers. */
export function scenarioQuery(raw: RawInputs, currency: CurrencyCode): string {
  return new URLSearchParams([
    ["currency", currency],
    ...queryNames.map((name) => [name, queryValue(raw[name], fieldSpecs[name].unit)]),
  ]).toString();
}

/** "Apply with these figures": the application's prefill (apply-prefill.ts reads it) from valid inputs. */
export function applyHref(inputs: CalculatorInputs, currency: CurrencyCode): string {
  const params = { raise: String(inputs.roundUsd), facility: String(Math.round(inputs.facilityUsd)), currency };
  return `/apply?${new URLSearchParams(params)}`;
}
