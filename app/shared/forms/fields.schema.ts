import { z } from "zod";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import { canonicalLinkedinUrl } from "./linkedin.ts";
import {
  isFreeOfControlCharacters,
  isPhoneNumber,
  parseMonthYear,
  type Reading,
  readFundingMonth,
  readMoneyText,
  readMonths,
  websitePattern,
} from "./field-rules.ts";

export {
  EARLIEST_FOUNDING_YEAR,
  EARLIEST_FUNDING_DATE,
  isFreeOfControlCharacters,
  isPhoneNumber,
  latestAllowedDate,
  MAX_AMOUNT,
  MAX_RUNWAY_MONTHS,
  parseMonthYear,
} from "./field-rules.ts";

/*
 * Field rules shared by every public form. Conform's parseWithZod turns an
 * empty input into `undefined`, so each rule answers both `undefined` and ""
 * with the same "required" message; the schemas also work on raw FormData
 * values without Conform's coercion.
 */

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

export const websiteField = z
  .string({ error: messages.urlInvalid })
  .trim()
  .min(1, messages.urlInvalid)
  .max(2048, messages.urlInvalid)
  .regex(websitePattern, messages.urlInvalid)
  .refine((value) => isFreeOfControlCharacters(value), messages.controlCharacters);

/**
 * An amount typed as text, in the currency chosen beside it: "1,250,000", "1.250.000",
 * "1 250 000", "€1.25m", "8,5m" (app/shared/money/read-amount.ts states the rule for "1.500").
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

/** A reading's value, or its error recorded as the field's issue. */
function valueOr<Value>(reading: Reading<Value>, raw: string, ctx: z.RefinementCtx): Value {
  if ("value" in reading) return reading.value;
  ctx.issues.push({ code: "custom", message: reading.error, input: raw });
  return z.NEVER;
}

function readMoney(raw: string, ctx: z.RefinementCtx): number {
  return valueOr(readMoneyText(raw), raw, ctx);
}

/** A whole number of months between 0 and 600. */
export const monthsField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((raw, ctx) => valueOr(readMonths(raw), raw, ctx));

/**
 * The month of a funding round, from the native month control ("2024-03") or, where a browser shows it
 * as text, "03/2024" (issue 18). A day is never asked for, so "03/04/2024" cannot be misread: it is refused.
 */
export const fundingMonthField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((raw, ctx) => valueOr(readFundingMonth(raw), raw, ctx));

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
