import { z } from "zod";
import {
  choiceOf,
  amountField,
  emailField,
  fundingMonthField,
  linkedinField,
  monthsField,
  multilineText,
  optionalAmountField,
  optionalMonthYearField,
  phoneField,
  requiredText,
  websiteField,
} from "#app/shared/forms/fields.schema.ts";
import { withFiguresInChosenCurrency } from "#app/shared/forms/typed-currency.schema.ts";

// The option lists are content (app/content/shared/form-options); re-exported for the form components.
import {
  countries,
  countryCodes,
  countryName,
  type CountryCode,
  fundingRoundTypes,
  industryOptions as industries,
  referralSources,
  revenueModels,
  usesOfProceeds,
} from "#app/content/shared/form-options/application.ts";
import { currencyCodes } from "#app/shared/money/currencies.ts";
export { countries, countryName, fundingRoundTypes, industries, referralSources, revenueModels, usesOfProceeds };
export type { CountryCode };

/** Step 1 — 'Company Info': who is applying, then the company. */
export const applicationStep1Schema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phone: phoneField,
  linkedin: linkedinField,
  jobTitle: requiredText(120),
  businessName: requiredText(200),
  website: websiteField,
  country: choiceOf(countryCodes),
  referralSource: choiceOf(referralSources),
  /** "YYYY-MM"; optional, so the fit can say "not known" rather than refuse. */
  foundedOn: optionalMonthYearField,
});

/** Step 2 — 'Business Details', as fields. */
export const applicationStep2Object = z.object({
  /** The currency of every amount below; the wizard suggests the country's (currencyOfCountry). */
  currency: choiceOf(currencyCodes),
  annualRevenue: amountField,
  estimatedRunway: monthsField,
  cashBalance: amountField,
  recentEquityRaise: amountField,
  /** "YYYY-MM": the month of the last round (rows before issue 18 hold "YYYY-MM-DD"). */
  fundingDate: fundingMonthField,
  revenueModel: choiceOf(revenueModels),
  industry: choiceOf(industries),
  useOfProceeds: choiceOf(usesOfProceeds),
  fundingRoundType: choiceOf(fundingRoundTypes),
  businessDescription: multilineText(5000),
  majorInvestors: multilineText(2000),
  debtOutstanding: amountField,
  /** Optional; prefilled from the calculator's ?facility=. */
  facilityRequested: optionalAmountField,
});

/** The amounts in `currency`; one that names another currency ("£5m" with euros chosen) is refused. */
const AMOUNT_FIELDS: (keyof typeof applicationStep2Object.shape)[] = [
  "annualRevenue",
  "cashBalance",
  "recentEquityRaise",
  "debtOutstanding",
  "facilityRequested",
];

/** Step 2 — 'Business Details'. */
export const applicationStep2Schema = withFiguresInChosenCurrency(applicationStep2Object, "currency", AMOUNT_FIELDS);

/** Both steps' fields, for their HTML constraints. */
export const applicationObject = z.object({ ...applicationStep1Schema.shape, ...applicationStep2Object.shape });

/** Both steps: what the server validates on the final submit. */
export const applicationSchema = withFiguresInChosenCurrency(applicationObject, "currency", AMOUNT_FIELDS);

/** Parsed, normalised application: numbers as numbers, fundingDate as "YYYY-MM". */
export type ApplicationInput = z.output<typeof applicationSchema>;
