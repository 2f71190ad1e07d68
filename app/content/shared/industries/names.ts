/**
 * The four sectors' slugs and names, apart from their pages' copy (./data.ts): the header menu, the
 * footer and the staff filters need only these, and they ride in every page's JavaScript.
 */
export const industrySlugs = ["fintech", "software", "deeptech", "healthtech"] as const;
export type IndustrySlug = (typeof industrySlugs)[number];

export const industryNames: Record<IndustrySlug, string> = {
  fintech: "Fintech",
  software: "Software & SaaS",
  deeptech: "DeepTech",
  healthtech: "Healthtech",
};

/** "/fintech" and the others: each sector's page, named as the sector. */
export const industryLinks = industrySlugs.map((slug) => ({ label: industryNames[slug], to: `/${slug}` }));
