import type { FundingRules } from "#app/content/shared/funding/data.ts";
import type { IndustrySlug } from "#app/content/shared/industries/names.ts";

/** The application's industry options that the rule set puts in this sector. */
export function industriesOfSector(sector: IndustrySlug, rules: FundingRules): string[] {
  return Object.entries(rules.sectorOfIndustry)
    .filter(([, slug]) => slug === sector)
    .map(([industry]) => industry);
}

/** Which of the firm's four sectors an application's industry falls in, per the rule set; undefined for none. */
export function firmSector(industry: string, rules: FundingRules): IndustrySlug | undefined {
  return (rules.sectorOfIndustry as Partial<Record<string, IndustrySlug>>)[industry];
}
