import { z } from "zod";

/** The four sectors with their own page; articles and case studies are tagged with these. */
export const industrySlugs = ["fintech", "software", "deeptech", "healthtech"] as const;
export const industrySlugSchema = z.enum(industrySlugs);
export type IndustrySlug = z.infer<typeof industrySlugSchema>;
