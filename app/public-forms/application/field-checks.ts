import { regexes } from "zod/v4/core";
import { validationMessages as messages } from "#app/content/shared/form-copy/data.ts";
import {
  countryCodes,
  fundingRoundTypes,
  industryOptions,
  referralSources,
  revenueModels,
  usesOfProceeds,
} from "#app/content/shared/form-options/application.ts";
import { anyKronaPlural, currencyCodes, currencyPlurals, isCurrencyCode } from "#app/shared/money/currencies.ts";
import { otherCurrencyNamed } from "#app/shared/money/read-amount.ts";
import {
  isFreeOfControlCharacters,
  isPhoneNumber,
  type Reading,
  readFundingMonth,
  readMoneyText,
  readMonths,
  parseMonthYear,
  websitePattern,
} from "#app/shared/forms/field-rules.ts";
import { canonicalLinkedinUrl } from "#app/shared/forms/linkedin.ts";
import type { WizardFieldName } from "./wizard-state.ts";

/*
 * The application's checks in the browser, without zod (its ~19 KB gzip would take most of the page's budget):
 * each field's messages, from the same copy and the same readers as application.schema.ts, in the order zod gives
 * them. field-checks.test.ts holds them equal to the schema's answer for generated values.
 */

/** A field's messages for its text ("" when empty), given every value of the form. */
type Check = (text: string, values: Readonly<Record<string, string>>) => string[];

const problems = (...found: (string | false)[]) => found.filter((message): message is string => Boolean(message));

/** A trimmed text: required (or blank allowed), at most `max` characters, no control characters. */
function text(max: number, { optional = false, multiline = false } = {}): Check {
  return (raw) => {
    const value = raw.trim();
    if (raw === "") return optional ? [] : [messages.required];
    return problems(
      !optional && value === "" && messages.required,
      value.length > max && messages.tooLong(max),
      !isFreeOfControlCharacters(value, multiline) && messages.controlCharacters,
    );
  };
}

/** An optional text that, when given, must also read as `reading` says. */
function optionalRead(max: number, reads: (value: string) => string | undefined): Check {
  const base = text(max, { optional: true });
  return (raw, values) => {
    const found = base(raw, values);
    const value = raw.trim();
    if (found.length > 0 || value === "") return found;
    return problems(reads(value) ?? false);
  };
}

const errorOf = <Value>(reading: Reading<Value>) => ("error" in reading ? reading.error : undefined);

/** A required text read by `reads` (an amount, months, a month) once trimmed. */
function requiredRead(reads: (value: string) => string | undefined): Check {
  return (raw) => {
    const value = raw.trim();
    if (value === "") return [messages.required];
    return problems(reads(value) ?? false);
  };
}

const choice =
  (options: readonly string[]): Check =>
  (raw) =>
    raw === "" ? [messages.required] : options.includes(raw) ? [] : [messages.chooseListed];

const email: Check = (raw) => {
  const value = raw.trim();
  if (value === "") return [messages.emailRequired];
  return value.length > 254 || !regexes.email.test(value) ? [messages.emailInvalid] : [];
};

const website: Check = (raw) => {
  if (raw === "") return [messages.urlInvalid];
  const value = raw.trim();
  return problems(
    value === "" && messages.urlInvalid,
    value.length > 2048 && messages.urlInvalid,
    !websitePattern.test(value) && messages.urlInvalid,
    !isFreeOfControlCharacters(value) && messages.controlCharacters,
  );
};

const amount = requiredRead((value) => errorOf(readMoneyText(value)));
const optionalAmount: Check = (raw) => {
  const value = raw.trim();
  return value === "" ? [] : problems(errorOf(readMoneyText(value)) ?? false);
};

/** An amount field: its own reading, then whether it names another currency than the one chosen. */
function inChosenCurrency(check: Check): Check {
  return (raw, values) => {
    const found = check(raw, values);
    const chosen = values.currency;
    if (raw === "" || raw.length > 60 || !isCurrencyCode(chosen)) return found;
    const other = otherCurrencyNamed(raw, chosen);
    if (!other) return found;
    const typed = other.currency === "kr" ? anyKronaPlural : currencyPlurals[other.currency];
    // After the reading's own message, as the schema's intersection reports both ("-5USD": negative, and dollars).
    return [...found, messages.otherCurrency(typed, currencyPlurals[chosen], other.mark)];
  };
}

export const fieldChecks: Record<WizardFieldName, Check> = {
  firstName: text(100),
  lastName: text(100),
  email,
  phone: optionalRead(40, (value) => (isPhoneNumber(value) ? undefined : messages.phoneInvalid)),
  linkedin: optionalRead(300, (value) =>
    canonicalLinkedinUrl(value) === undefined ? messages.linkedinInvalid : undefined,
  ),
  jobTitle: text(120),
  businessName: text(200),
  website,
  country: choice(countryCodes),
  referralSource: choice(referralSources),
  foundedOn: (raw) => {
    const value = raw.trim();
    return value === "" ? [] : problems(errorOf(parseMonthYear(value)) ?? false);
  },
  currency: choice(currencyCodes),
  annualRevenue: inChosenCurrency(amount),
  estimatedRunway: requiredRead((value) => errorOf(readMonths(value))),
  cashBalance: inChosenCurrency(amount),
  recentEquityRaise: inChosenCurrency(amount),
  fundingDate: requiredRead((value) => errorOf(readFundingMonth(value))),
  revenueModel: choice(revenueModels),
  industry: choice(industryOptions),
  useOfProceeds: choice(usesOfProceeds),
  fundingRoundType: choice(fundingRoundTypes),
  businessDescription: text(5000, { multiline: true }),
  majorInvestors: text(2000, { multiline: true }),
  debtOutstanding: inChosenCurrency(amount),
  facilityRequested: inChosenCurrency(optionalAmount),
};

/** The message a field shows (zod's messages joined, as the server's answer shows them), or "" when it is valid. */
export function messageOf(name: WizardFieldName, values: Readonly<Record<string, string>>): string {
  return fieldChecks[name](values[name] ?? "", values).join(" ");
}
