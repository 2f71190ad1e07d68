import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import type { FacilityRule } from "#app/shared/venture-debt/facility-rule.ts";

/*
 * The calculator is indicative: its limits, defaults and the firm's rule are the dollar figures
 * scaled to round numbers of the chosen currency (decision 070). The scale is the currency's units
 * per US dollar at ECB reference rates, rounded to 1, 2 or 5 times a power of ten, so a €12M round
 * reads like a $12M one and a Swedish founder starts from SEK 120M. Exact conversion happens only
 * on the application, from the rates table. currency-scale.test.ts checks these against the ECB file.
 */
export const currencyScale: Record<CurrencyCode, number> = {
  EUR: 1,
  GBP: 1,
  CHF: 1,
  USD: 1,
  SEK: 10,
  NOK: 10,
  DKK: 5,
  PLN: 5,
  RON: 5,
  CZK: 20,
  HUF: 500,
};

/** The firm's facility rule with its limits in the chosen currency's round figures. */
export function scaledRule(rule: FacilityRule, currency: CurrencyCode): FacilityRule {
  const scale = currencyScale[currency];
  return { ...rule, minimumUsd: rule.minimumUsd * scale, maximumUsd: rule.maximumUsd * scale };
}
