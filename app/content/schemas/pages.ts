import { z } from "zod";
import { ctaBandSchema, heroSchema, linkSchema, pageMetaSchema, sectionIntroSchema } from "./shared.ts";

const pageSchema = z.object({ meta: pageMetaSchema, hero: heroSchema });

/** Titles, descriptions and hero copy of the content pages (industries and articles carry their own). */
export const pagesSchema = z.object({
  home: z.object({ meta: pageMetaSchema }),
  companies: pageSchema.extend({ cta: ctaBandSchema }),
  insights: pageSchema,
  about: z.object({ meta: pageMetaSchema }),
  faqs: pageSchema.extend({ cta: ctaBandSchema }),
  whoWeFund: pageSchema.extend({
    criteriaHeading: sectionIntroSchema,
    productsHeading: sectionIntroSchema,
    cta: ctaBandSchema,
  }),
  process: pageSchema.extend({ stepsHeading: sectionIntroSchema, cta: ctaBandSchema, faqLink: linkSchema }),
  caseStudies: pageSchema.extend({
    labels: z.object({
      facility: z.string(),
      challenge: z.string(),
      solution: z.string(),
      outcome: z.string(),
      industryLink: z.string(),
    }),
    cta: ctaBandSchema,
  }),
  contact: z.object({ meta: pageMetaSchema }),
});
export type PagesContent = z.infer<typeof pagesSchema>;
