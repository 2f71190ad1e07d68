import { z } from "zod";
import { validationMessages as messages } from "~/content/shared/form-copy/data";
import { readAmount } from "~/lib/money/read-amount";
import { canonicalLinkedinUrl } from "./linkedin";

/*
 * Field rules shared by every public form. Conform's parseWithZod turns an
 * empty input into `undefined`, so each rule answers both `undefined` and ""
 * with the same "required" message; the schemas also work on raw FormData
 * values without Conform's coercion.
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

/** A required one-line text, trimmed. */
export function requiredText(maxLength: number, requiredMessage: string = messages.required) {
  return trimmedText(maxLength, requiredMessage, false);
}

/** A required multi-line text (a textarea), trimmed. */
export function multilineText(maxLength: number, requiredMessage: string = messages.required) {
  return trimmedText(maxLength, requiredMessage, true);
}

function trimmedText(maxLength: number, requiredMessage: string, multiline: boolean) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, messages.tooLong(maxLength))
    .refine((value) => isFreeOfControlCharacters(value, multiline), messages.controlCharacters);
}

/** An optional one-line text: blank becomes `undefined`. */
export function optionalText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, messages.tooLong(maxLength))
    .refine((value) => isFreeOfControlCharacters(value), messages.controlCharacters)
    .optional()
    .transform((value) => (value === "" ? undefined : value));
}

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }));

/**
 * An optional phone number in any international style: "+44 20 7946 0958",
 * "(415) 555-0100", "+49-30-1234567 ext. 12". Stored as typed, trimmed.
 */
const phonePattern = /^\+?[\d\s().\-/]{6,30}(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i;

/** Whether a text is a phone number the forms accept: digits, spaces, ( ) . - / and an extension. */
export const isPhoneNumber = (value: string) => phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;

export const phoneField = optionalText(40).pipe(z.string().refine(isPhoneNumber, messages.phoneInvalid).optional());

/** An optional LinkedIn profile or company page, stored as its canonical address (linkedin.ts). */
export const linkedinField = optionalText(300).pipe(
  z
    .string()
    .transform((value, ctx) => {
      const canonical = canonicalLinkedinUrl(value);
      if (canonical !== undefined) return canonical;
      ctx.issues.push({ code: "custom", message: messages.linkedinInvalid, input: value });
      return z.NEVER;
    })
    .optional(),
);

/** One of a fixed list; nothing chosen reads "Required". */
export function choiceOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : messages.chooseListed),
  });
}

/*
 * Website, as the spec describes it: an optional http(s):// prefix, an optional
 * "www.", then host text containing a dot followed by more text (a TLD of at
 * least two letters), optionally a port and a path. Every failure reads
 * "Valid URL required".
 */
const websitePattern =
  /^(https?:\/\/)?(www\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const websiteField = z
  .string({ error: messages.urlInvalid })
  .trim()
  .min(1, messages.urlInvalid)
  .max(2048, messages.urlInvalid)
  .regex(websitePattern, messages.urlInvalid)
  .refine((value) => isFreeOfControlCharacters(value), messages.controlCharacters);

export const MAX_AMOUNT = 10_000_000_000;
export const MAX_RUNWAY_MONTHS = 600;

/**
 * An amount typed as text, in the currency chosen beside it: "1,250,000", "1.250.000",
 * "1 250 000", "€1.25m", "8,5m" (app/lib/money/read-amount.ts states the rule for "1.500").
 * The currency field says which currency the figures are in: a sign naming it is read past, and one
 * naming another is refused by the form (typed-currency.schema.ts).
 */
export const amountField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((raw, ctx) => readMoney(raw, ctx));

/** The same amount, or nothing: blank becomes `undefined`. */
export const optionalAmountField = z
  .string()
  .trim()
  .transform((raw, ctx) => (raw ? readMoney(raw, ctx) : undefined))
  .optional();

function readMoney(raw: string, ctx: z.RefinementCtx): number {
  const value = raw.length > 60 ? undefined : readAmount(raw)?.value;
  const message =
    value === undefined
      ? messages.notAmount
      : value < 0
        ? messages.negativeAmount
        : value > MAX_AMOUNT
          ? messages.amountTooLarge
          : undefined;
  if (message === undefined) return Math.round(value! * 100) / 100;
  ctx.issues.push({ code: "custom", message, input: raw });
  return z.NEVER;
}

/** A whole number of months between 0 and 600. */
export const monthsField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((raw, ctx) =>
    readBoundedNumber(raw, raw, ctx, {
      pattern: /^[-+]?\d+$/,
      max: MAX_RUNWAY_MONTHS,
      notNumber: messages.notMonths,
      negative: messages.negativeMonths,
      tooLarge: messages.monthsTooLarge,
    }),
  );

interface NumberRule {
  /** What the cleaned text must look like to be read as a number at all. */
  pattern: RegExp;
  max: number;
  notNumber: string;
  negative: string;
  tooLarge: string;
}

/** Reads `digits` (the cleaned form of `raw`) as a number from 0 to `rule.max`, or records why not. */
function readBoundedNumber(raw: string, digits: string, ctx: z.RefinementCtx, rule: NumberRule): number {
  const value = Number(digits);
  const message = numberProblem(digits, value, rule);
  if (message === undefined) return value;
  ctx.issues.push({ code: "custom", message, input: raw });
  return z.NEVER;
}

function numberProblem(digits: string, value: number, rule: NumberRule): string | undefined {
  if (!rule.pattern.test(digits)) return rule.notNumber;
  if (value < 0) return rule.negative;
  if (value > rule.max) return rule.tooLarge;
  return undefined;
}

export const EARLIEST_FUNDING_DATE = "1990-01-01";

/**
 * The latest calendar date anywhere on Earth (UTC+14), so a visitor in any
 * time zone can enter their own "today" without the server rejecting it.
 */
export function latestAllowedDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The month of a funding round, from the native month control ("2024-03") or, where a browser shows it
 * as text, "03/2024" (issue 18). A day is never asked for, so "03/04/2024" cannot be misread: it is refused.
 */
export const fundingMonthField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((raw, ctx) => {
    const parsed = parseMonthYear(raw);
    const message =
      "error" in parsed
        ? parsed.error
        : parsed.value < EARLIEST_FUNDING_DATE.slice(0, 7)
          ? messages.fundingMonthTooEarly
          : undefined;
    if (message === undefined && "value" in parsed) return parsed.value;
    ctx.issues.push({ code: "custom", message: message ?? messages.monthYearFormat, input: raw });
    return z.NEVER;
  });

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

/** An optional past month typed as MM/YYYY; the output is "YYYY-MM". */
export const optionalMonthYearField = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    if (!raw) return undefined;
    const parsed = parseMonthYear(raw);
    if ("value" in parsed) return parsed.value;
    ctx.issues.push({ code: "custom", message: parsed.error, input: raw });
    return z.NEVER;
  })
  .optional();
