import type { z } from "zod";
import { ctaBandSchema, linkSchema, pageSchema, sectionIntroSchema } from "#app/content/shared/blocks/schema.ts";

export const processPageSchema = pageSchema.extend({
  stepsHeading: sectionIntroSchema,
  cta: ctaBandSchema,
  faqLink: linkSchema,
});
export type ProcessPage = z.infer<typeof processPageSchema>;
