import { z } from "zod";
import { industrySlugSchema } from "#app/content/shared/industries/schema.ts";

export const caseStudySchema = z.object({
  /** Anchor on /case-studies, linked from the industry pages. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(2),
  industry: industrySlugSchema,
  location: z.string().min(3),
  /** ISO code of the company's country: its amounts are written in that country's currency (issue 26). */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** One line for the portfolio card on an industry page. */
  summary: z.string().min(30).max(160),
  facility: z.string().min(5),
  challenge: z.string().min(60),
  solution: z.string().min(60),
  outcome: z.string().min(40),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const caseStudiesSchema = z.array(caseStudySchema).min(12);
