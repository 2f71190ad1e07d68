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
} from "../shared/fields.schema";

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
} from "~/content/shared/form-options/application";
import { currencyCodes } from "~/content/shared/money/currencies";
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

/** Step 2 — 'Business Details'. */
export const applicationStep2Schema = z.object({
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

/** Both steps: what the server validates on the final submit. */
export const applicationSchema = z.object({
  ...applicationStep1Schema.shape,
  ...applicationStep2Schema.shape,
});

/** Parsed, normalised application: numbers as numbers, fundingDate as "YYYY-MM". */
export type ApplicationInput = z.output<typeof applicationSchema>;
