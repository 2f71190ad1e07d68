import type { z } from "zod";
import { ctaBandSchema, pageSchema, sectionIntroSchema } from "#app/content/shared/blocks/schema.ts";

export const whoWeFundPageSchema = pageSchema.extend({
  criteriaHeading: sectionIntroSchema,
  productsHeading: sectionIntroSchema,
  cta: ctaBandSchema,
});
export type WhoWeFundPage = z.infer<typeof whoWeFundPageSchema>;
