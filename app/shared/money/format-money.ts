import type { CurrencyCode } from "./currencies.ts";

/*
 * Amounts as founders and staff read them, in the amount's own currency: "€4,500,000", "£4.5M",
 * "CHF 250K", "US$12M". One locale (en-GB, the site's language) so a symbol never means two
 * currencies: en-GB writes US dollars as "US$", and SEK, DKK and NOK by their codes.
 */

const whole = new Map<CurrencyCode, Intl.NumberFormat>();
const compact = new Map<CurrencyCode, Intl.NumberFormat>();

function formatter(cache: Map<CurrencyCode, Intl.NumberFormat>, currency: CurrencyCode, compactNotation: boolean) {
  let format = cache.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
      maximumFractionDigits: compactNotation ? 1 : 0,
      ...(compactNotation ? { notation: "compact" as const } : {}),
    });
    cache.set(currency, format);
  }
  return format;
}

/** "€4,500,000" */
export const formatMoney = (value: number, currency: CurrencyCode) =>
  formatter(whole, currency, false).format(Math.round(value));

/** "€4.5M", "£250K" */
export const formatCompactMoney = (value: number, currency: CurrencyCode) =>
  formatter(compact, currency, true).format(value);

const exact = new Map<CurrencyCode, Intl.NumberFormat>();

/** "€307,537.31": decimal text to the cent, formatted from the text itself (never through a float). */
export function formatCents(text: string, currency: CurrencyCode): string {
  let format = exact.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", { style: "currency", currency, minimumFractionDigits: 2 });
    exact.set(currency, format);
  }
  return format.format(text as Intl.StringNumericLiteral);
}
