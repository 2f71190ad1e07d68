import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { readAmount } from "#app/shared/money/read-amount.ts";

/*
 * The public forms' field rules that need no zod: fields.schema.ts builds its schemas on them, and the
 * application's script in the browser checks with the same functions (app/public-forms/application/field-checks.ts).
 */

/*
 * C0 control characters (and DEL) never belong in a lead: PostgreSQL refuses NUL, and CR/LF
 * would split a one-line value in the webhook, the inbox and the CSV export. Multi-line text
 * keeps tab, line feed and carriage return (browsers send textarea lines as CRLF).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER_EXCEPT_LINES = /[\u0000-\u0008\v\f\u000e-\u001f\u007f]/;

/** True when `value` holds no control character (multi-line: none but tab, CR and LF). */
export function isFreeOfControlCharacters(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARACTER_EXCEPT_LINES : CONTROL_CHARACTER).test(value);
}

/**
 * An optional phone number in any international style: "+44 20 7946 0958",
 * "(415) 555-0100", "+49-30-1234567 ext. 12". Stored as typed, trimmed.
 */
const phonePattern = /^\+?[\d\s().\-/]{6,30}(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i;

/** Whether a text is a phone number the forms accept: digits, spaces, ( ) . - / and an extension. */
export const isPhoneNumber = (value: string) => phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;

/*
 * Website, as the spec describes it: an optional http(s):// prefix, an optional
 * "www.", then host text containing a dot followed by more text (a TLD of at
 * least two letters), optionally a port and a path. Every failure reads
 * "Valid URL required".
 */
export const websitePattern =
  /^(https?:\/\/)?(www\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const MAX_AMOUNT = 10_000_000_000;
export const MAX_RUNWAY_MONTHS = 600;

export const EARLIEST_FUNDING_DATE = "1990-01-01";

/**
 * The latest calendar date anywhere on Earth (UTC+14), so a visitor in any
 * time zone can enter their own "today" without the server rejecting it.
 */
export function latestAllowedDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const EARLIEST_FOUNDING_YEAR = 1900;

/** Reads MM/YYYY (also M/YYYY, MM.YYYY, "MM YYYY" or ISO YYYY-MM) into "YYYY-MM", or says why not. */
export function parseMonthYear(raw: string, now: Date = new Date()): { value: string } | { error: string } {
  const monthFirst = /^(\d{1,2})(?:\s|\s*[-./])\s*(\d{4})$/.exec(raw);
  const iso = /^(\d{4})-(\d{1,2})$/.exec(raw);
  const [month, year] = monthFirst
    ? [Number(monthFirst[1]), Number(monthFirst[2])]
    : iso
      ? [Number(iso[2]), Number(iso[1])]
      : [NaN, NaN];
  if (Number.isNaN(month)) return { error: messages.monthYearFormat };
  if (month < 1 || month > 12) return { error: messages.monthNotReal };
  if (year < EARLIEST_FOUNDING_YEAR) return { error: messages.monthYearTooEarly };
  const value = `${year}-${String(month).padStart(2, "0")}`;
  if (value > latestAllowedDate(now).slice(0, 7)) return { error: messages.monthYearInFuture };
  return { value };
}

/** What a field's text reads as, or the message saying why it cannot be read. */
export type Reading<Value> = { value: Value } | { error: string };

/** An amount (app/shared/money/read-amount.ts), rounded to cents, from 0 to MAX_AMOUNT. */
export function readMoneyText(raw: string): Reading<number> {
  const value = raw.length > 60 ? undefined : readAmount(raw)?.value;
  if (value === undefined) return { error: messages.notAmount };
  if (value < 0) return { error: messages.negativeAmount };
  if (value > MAX_AMOUNT) return { error: messages.amountTooLarge };
  return { value: Math.round(value * 100) / 100 };
}

/** A whole number of months from 0 to MAX_RUNWAY_MONTHS. */
export function readMonths(raw: string): Reading<number> {
  const value = Number(raw);
  if (!/^[-+]?\d+$/.test(raw)) return { error: messages.notMonths };
  if (value < 0) return { error: messages.negativeMonths };
  if (value > MAX_RUNWAY_MONTHS) return { error: messages.monthsTooLarge };
  return { value };
}

/** The month of a funding round: a past month from EARLIEST_FUNDING_DATE on. */
export function readFundingMonth(raw: string): Reading<string> {
  const parsed = parseMonthYear(raw);
  if ("error" in parsed) return parsed;
  return parsed.value < EARLIEST_FUNDING_DATE.slice(0, 7) ? { error: messages.fundingMonthTooEarly } : parsed;
}
