import type { IndicativeFitContent } from "#app/content/shared/indicative-fit/data.ts";
import { type CurrencyCode, currencyNames, isCurrencyCode } from "#app/shared/money/currencies.ts";
import { formatCalendarDay } from "#app/staff/view/format.ts";
import { formatCompactMoney } from "#app/shared/money/format-money.ts";
import { fill, formatCompactUsd } from "./format.ts";

/*
 * The fit's amounts as a founder reads them (issue 18). The rules and the stored fit are in US
 * dollars; a founder whose figures are in euros reads euros, converted at the rate the fit used,
 * with the published dollar figure beside a rule's threshold. Without a rate the amounts stay in
 * dollars and say so ("US$5m"), never a bare "$" beside euro figures.
 */

/** The application's currency, and how a dollar amount converts into it (absent: no rate known). */
export interface FitMoney {
  currency: CurrencyCode;
  fromUsd?: (usd: number) => number;
  /** The ECB day of the rate ("2024-03-15"), named beside the converted amounts (issue 26). */
  rateDate?: string;
}

/** What a fit stores of its conversion: the currency and its units per US dollar, when known. */
export interface FitRate {
  currency: CurrencyCode;
  perUsd?: number;
  /** The ECB day of that rate; absent from fits stored before issue 26. */
  rateDate?: string;
}

export const fitMoneyOf = (rate: FitRate | undefined): FitMoney | undefined =>
  rate && {
    currency: rate.currency,
    fromUsd: rate.perUsd === undefined ? undefined : (usd) => usd * rate.perUsd!,
    rateDate: rate.rateDate,
  };

/**
 * A stored fit's money: its own rate, else (a fit stored before it kept one) its application's
 * currency with no rate, so a euro application's fit says its amounts are dollars. A fit stored
 * before it kept its ECB day takes the application's (`rate_date`): both came from one lookup.
 */
export const storedFitMoney = (
  rate: FitRate | undefined,
  currency: unknown,
  rowRateDate?: string | null,
): FitMoney | undefined => {
  const money = fitMoneyOf(rate) ?? (isCurrencyCode(currency) ? { currency } : undefined);
  return money && { ...money, rateDate: money.rateDate ?? rowRateDate ?? undefined };
};

export interface FitAmounts {
  /** The founder's currency wherever it is known: "€3.8m". */
  amount: (usd: number) => string;
  /** Words stating a rule's threshold, with its published dollar figure beside: "€4.6m (US$5m)". */
  beside: (words: string, usd: number) => string;
  /** Whether amounts read as the published dollars, so labels stating a threshold stand as written. */
  asPublished: boolean;
  /** "Euro amounts converted … at the ECB reference rate of 15 Mar 2024."; absent when nothing was converted. */
  conversion?: string;
}

export function fitAmounts(money: FitMoney | undefined, copy: IndicativeFitContent): FitAmounts {
  const same = (words: string) => words;
  if (!money || money.currency === "USD") return { amount: formatCompactUsd, beside: same, asPublished: true };
  const { currency, fromUsd } = money;
  const dollars = (usd: number) => formatCompactMoney(usd, "USD");
  if (!fromUsd) return { amount: dollars, beside: same, asPublished: false };
  return {
    amount: (usd) => formatCompactMoney(fromUsd(usd), currency),
    beside: (words, usd) => fill(copy.ruleInUsd, { amount: words, usd: dollars(usd) }),
    asPublished: false,
    conversion:
      money.rateDate &&
      fill(copy.conversion, { currency: currencyNames[currency], date: formatCalendarDay(money.rateDate) }),
  };
}
