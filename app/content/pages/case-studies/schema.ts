import { z } from "zod";
import { ctaBandSchema, pageSchema } from "#app/content/shared/blocks/schema.ts";

export const caseStudiesPageSchema = pageSchema.extend({
  labels: z.object({
    facility: z.string(),
    challenge: z.string(),
    solution: z.string(),
    outcome: z.string(),
    industryLink: z.string(),
  }),
  cta: ctaBandSchema,
});
export type CaseStudiesPage = z.infer<typeof caseStudiesPageSchema>;
