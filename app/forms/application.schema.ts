import { z } from "zod";
import {
  choiceOf,
  dollarAmountField,
  fundingDateField,
  monthsField,
  requiredText,
  websiteField,
} from "./fields.schema";

/* Enumerations exactly as spec §3; the submitted value is the label (or the country code). */

export const revenueModels = [
  "B2B Marketplace",
  "B2B Recurring",
  "B2B Project based",
  "B2B Subscription",
  "B2B Transactional",
  "B2C Marketplace",
  "B2C Recurring",
  "B2C Subscription",
  "B2C Transactional",
  "B2C Project Based",
] as const;

export const industries = [
  "Software Services",
  "Financial Services",
  "Professional Services",
  "Data Infrastructure",
  "Media & Entertainment",
  "Real Estate",
  "Consumer Goods",
  "E-Commerce",
  "Healthcare",
  "Education",
  "Others",
] as const;

export const usesOfProceeds = [
  "Acquisition",
  "Bridge Financing",
  "Equipment financing",
  "Inventory purchase",
  "Invoice factoring",
  "Refinance",
  "Runway extension",
  "Working Capital",
  "Other",
] as const;

export const fundingRoundTypes = ["Early Stage", "Series A", "Series B", "Series C", "Series D+", "Other"] as const;

export const referralSources = [
  "Social media",
  "Search engine",
  "Referral from a friend",
  "From an investor",
  "Event or conference",
  "Press or news article",
  "Other",
] as const;

export const countries = [
  { code: "AT", name: "Austria" },
  { code: "BE", name: "Belgium" },
  { code: "BG", name: "Bulgaria" },
  { code: "HR", name: "Croatia" },
  { code: "CY", name: "Cyprus" },
  { code: "CZ", name: "Czech Republic" },
  { code: "DK", name: "Denmark" },
  { code: "EE", name: "Estonia" },
  { code: "FI", name: "Finland" },
  { code: "FR", name: "France" },
  { code: "DE", name: "Germany" },
  { code: "GR", name: "Greece" },
  { code: "HU", name: "Hungary" },
  { code: "IE", name: "Ireland" },
  { code: "IT", name: "Italy" },
  { code: "LV", name: "Latvia" },
  { code: "LT", name: "Lithuania" },
  { code: "LU", name: "Luxembourg" },
  { code: "MT", name: "Malta" },
  { code: "NL", name: "Netherlands" },
  { code: "PL", name: "Poland" },
  { code: "PT", name: "Portugal" },
  { code: "RO", name: "Romania" },
  { code: "SK", name: "Slovakia" },
  { code: "SI", name: "Slovenia" },
  { code: "ES", name: "Spain" },
  { code: "SE", name: "Sweden" },
  { code: "GB", name: "United Kingdom" },
  { code: "CH", name: "Switzerland" },
] as const;

export type CountryCode = (typeof countries)[number]["code"];

const countryCodes = countries.map((country) => country.code) as [CountryCode, ...CountryCode[]];

export function countryName(code: string): string | undefined {
  return countries.find((country) => country.code === code)?.name;
}

/** Step 1 — 'Company Info'. */
export const applicationStep1Schema = z.object({
  jobTitle: requiredText(120),
  businessName: requiredText(200),
  website: websiteField,
  country: choiceOf(countryCodes),
  referralSource: choiceOf(referralSources),
});

/** Step 2 — 'Business Details'. */
export const applicationStep2Schema = z.object({
  annualRevenue: dollarAmountField,
  estimatedRunway: monthsField,
  cashBalance: dollarAmountField,
  recentEquityRaise: dollarAmountField,
  fundingDate: fundingDateField,
  revenueModel: choiceOf(revenueModels),
  industry: choiceOf(industries),
  useOfProceeds: choiceOf(usesOfProceeds),
  fundingRoundType: choiceOf(fundingRoundTypes),
  businessDescription: requiredText(5000),
  majorInvestors: requiredText(2000),
  debtOutstanding: dollarAmountField,
});

/** Both steps: what the server validates on the final submit. */
export const applicationSchema = z.object({
  ...applicationStep1Schema.shape,
  ...applicationStep2Schema.shape,
});

export const applicationStep1Fields = Object.keys(applicationStep1Schema.shape) as Array<
  keyof typeof applicationStep1Schema.shape
>;
export const applicationStep2Fields = Object.keys(applicationStep2Schema.shape) as Array<
  keyof typeof applicationStep2Schema.shape
>;

/** Parsed, normalised application: numbers as numbers, fundingDate as ISO "YYYY-MM-DD". */
export type ApplicationInput = z.output<typeof applicationSchema>;
