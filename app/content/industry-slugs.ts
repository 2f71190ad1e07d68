/** The four sectors with their own page; articles and case studies are tagged with these. */
export const industrySlugs = ["fintech", "software", "deeptech", "healthtech"] as const;
export type IndustrySlug = (typeof industrySlugs)[number];
