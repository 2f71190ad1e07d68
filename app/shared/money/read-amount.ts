import type { CurrencyCode } from "./currencies.ts";

/*
 * Reads an amount the way European and American founders type it (decision 070):
 * "€8m", "8,5m", "12.000.000", "12 000 000", "CHF 12'000'000", "$4.5M", "1,250,000.50".
 *
 * The rule for "." and ",":
 * - both present: the last one is the decimal mark, the other groups thousands ("1.250.000,50");
 * - one of them, more than once: it groups thousands ("12.000.000", "12,000,000");
 * - one of them, once, followed by exactly three digits, with no "k"/"m"/"bn" after and no other
 *   grouping: it groups thousands, so "1.500" and "1,500" are both fifteen hundred;
 * - otherwise it is the decimal mark: "8,5m", "4.5", "0,500", "1.500m" (1.5 million).
 * Spaces, apostrophes and underscores only ever group thousands. Groups after the first must
 * have three digits, so "1.50.000" or "12 34" are not read as numbers.
 * No zod here: the calculator page's browser bundle uses it.
 */

const CURRENCY_MARKS: [mark: string, currency: CurrencyCode | "kr"][] = [
  ["us$", "USD"],
  ["$us", "USD"],
  ["£gb", "GBP"],
  ["$", "USD"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["fr.", "CHF"],
  ["zł", "PLN"],
  ["kč", "CZK"],
  ["ft", "HUF"],
  ["lei", "RON"],
  ["nkr", "NOK"],
  ["dkr", "DKK"],
  ["skr", "SEK"],
  ["kr.", "kr"],
  ["kr", "kr"],
  ...(["EUR", "GBP", "CHF", "SEK", "DKK", "NOK", "PLN", "CZK", "HUF", "RON", "USD"] as const).map(
    (code) => [code.toLowerCase(), code] as [string, CurrencyCode],
  ),
];

const MULTIPLIERS: [suffix: string, factor: number][] = [
  ["mio", 1e6],
  ["mm", 1e6],
  ["mn", 1e6],
  ["bn", 1e9],
  ["k", 1e3],
  ["m", 1e6],
  ["b", 1e9],
];

export interface ReadAmount {
  value: number;
  /** The currency the text names, if any; "kr" names one of SEK, DKK and NOK without saying which. */
  currency?: CurrencyCode | "kr";
  /** How the text named it, as typed ("£", "CHF", "kr."), so a message can say what to remove. */
  mark?: string;
}

/** Strips one currency mark from the start or the end of `text` (lower case; `typed` is the same in its own case). */
function stripCurrency(
  text: string,
  typed: string,
): { text: string; currency?: ReadAmount["currency"]; mark?: string } {
  // Lower-casing keeps the length of every mark; `typed` falls back to the table's spelling if it ever does not.
  const sameLength = text.length === typed.length;
  for (const [mark, currency] of CURRENCY_MARKS) {
    if (text.startsWith(mark))
      return { text: text.slice(mark.length).trim(), currency, mark: sameLength ? typed.slice(0, mark.length) : mark };
    if (text.endsWith(mark))
      return {
        text: text.slice(0, -mark.length).trim(),
        currency,
        mark: sameLength ? typed.slice(-mark.length) : mark,
      };
  }
  return { text };
}

function stripMultiplier(text: string): { text: string; factor: number } {
  for (const [suffix, factor] of MULTIPLIERS) {
    if (text.endsWith(suffix) && /\d\s*$/.test(text.slice(0, -suffix.length)))
      return { text: text.slice(0, -suffix.length).trim(), factor };
  }
  return { text, factor: 1 };
}

/** Which of "." and "," is the decimal mark in `body`, by the rule above. */
function decimalMark(body: string, hasMultiplier: boolean): "." | "," | undefined {
  const dots = body.split(".").length - 1;
  const commas = body.split(",").length - 1;
  if (dots > 0 && commas > 0) return body.lastIndexOf(".") > body.lastIndexOf(",") ? "." : ",";
  const mark = dots > 0 ? "." : commas > 0 ? "," : undefined;
  if (!mark || dots + commas > 1) return undefined;
  const [whole = "", fraction = ""] = body.split(mark);
  const groupsThousands = !hasMultiplier && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole);
  return groupsThousands ? undefined : mark;
}

/** Plain digits, with thousands grouped by any of . , space ' ’ _ (one kind per number). */
function readWhole(whole: string): string | undefined {
  if (/^\d+$/.test(whole)) return whole;
  const separators = new Set(whole.replace(/\d/g, ""));
  if (separators.size !== 1) return undefined;
  const [separator] = [...separators] as [string];
  const groups = whole.split(separator);
  const [first, ...rest] = groups;
  if (!first || !/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))) return undefined;
  return groups.join("");
}

/** The amount in `raw`, or undefined when it is not one. Negative amounts read as negative. */
export function readAmount(raw: string): ReadAmount | undefined {
  let typed = raw.trim().replace(/[\u00a0\u202f\u2009]/g, " ");
  const negative = typed.startsWith("-");
  if (negative) typed = typed.slice(1).trim();
  const { text: withoutCurrency, currency, mark: currencyMark } = stripCurrency(typed.toLowerCase(), typed);
  if (!negative && withoutCurrency.startsWith("-")) return undefined;
  const { text: body, factor } = stripMultiplier(withoutCurrency);
  if (!/^[\d.,\s'’_]+$/.test(body) || !/^\d|^[.,]\d/.test(body)) return undefined;
  const mark = decimalMark(body, factor !== 1);
  const cut = mark ? body.lastIndexOf(mark) : body.length;
  const fraction = mark ? body.slice(cut + 1) : "";
  if (mark && !/^\d+$/.test(fraction)) return undefined;
  const wholeText = body.slice(0, cut);
  const whole = wholeText === "" ? "0" : readWhole(wholeText);
  if (whole === undefined) return undefined;
  const value = Number(`${whole}.${fraction || "0"}`) * factor;
  if (!Number.isFinite(value)) return undefined;
  const signed = negative ? -value : value;
  return currency ? { value: signed, currency, mark: currencyMark } : { value: signed };
}

/**
 * The currency a figure names when it is not `chosen` ("£5m" with euros chosen), with the mark as
 * typed; undefined when it names none or the chosen one. "kr" fits any chosen krona or krone.
 */
export function otherCurrencyNamed(
  raw: string,
  chosen: CurrencyCode,
): { currency: CurrencyCode | "kr"; mark: string } | undefined {
  const { currency, mark } = readAmount(raw) ?? {};
  if (currency === undefined || mark === undefined || currency === chosen) return undefined;
  if (currency === "kr" && (chosen === "SEK" || chosen === "DKK" || chosen === "NOK")) return undefined;
  return { currency, mark };
}

/**
 * A rate or a count: "12", "12.5", "12,5", "12,5 %". One "." or "," is always the decimal mark
 * here (nobody types a 1,500% rate); no grouping, no multipliers.
 */
export function readPlainNumber(raw: string, allowPercent: boolean): number | undefined {
  let text = raw.trim().replace(/[\u00a0\u202f]/g, " ");
  if (allowPercent && text.endsWith("%")) text = text.slice(0, -1).trimEnd();
  if (!/^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(text)) return undefined;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) ? value : undefined;
}
