/**
 * The options of the application form's choice fields, in the order they are offered. The
 * form schema (app/forms/application.schema.ts) accepts exactly these values. The submitted and
 * stored value is the label itself (a country submits its code), so rewording an option changes
 * what new leads record. One module per form, so each form page loads only its own lists.
 */

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

/** The application's "Industry" field; not the four sectors with their own page (../industries). */
export const industryOptions = [
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
  "Deeptech & Industry 4.0",
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

export const countryCodes = countries.map((country) => country.code) as [CountryCode, ...CountryCode[]];

export function countryName(code: string): string | undefined {
  return countries.find((country) => country.code === code)?.name;
}
