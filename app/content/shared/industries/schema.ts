import { z } from "zod";
import { linkSchema, pageMetaSchema } from "#app/content/shared/blocks/schema.ts";
import { industrySlugs } from "./names.ts";

export const industrySlugSchema = z.enum(industrySlugs);

const whyCardSchema = z.object({ title: z.string().min(3), description: z.string().min(40) });

export const industrySchema = z.object({
  slug: industrySlugSchema,
  name: z.string().min(3),
  meta: pageMetaSchema,
  eyebrow: z.string().min(3),
  title: z.string().min(10),
  intro: z.string().min(60),
  cta: linkSchema,
  whyHeading: z.string().min(5),
  why: z.array(whyCardSchema).length(3),
  portfolioHeading: z.string().min(5),
  portfolioIntro: z.string().min(20),
  insightsHeading: z.string().min(5),
});
export type Industry = z.infer<typeof industrySchema>;

/** Every industry slug must have its page. */
export const industriesSchema = z.record(industrySlugSchema, industrySchema);

/** Labels shared by every industry page. */
export const industryPageLabelsSchema = z.object({
  caseStudyLink: z.string(),
  allInsights: linkSchema,
  allCaseStudies: linkSchema,
});
export type IndustryPageLabels = z.infer<typeof industryPageLabelsSchema>;
