import { z } from "zod";
import { linkSchema, sectionIntroSchema } from "#app/content/shared/blocks/schema.ts";

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(10).endsWith("?"),
  answer: z.string().min(40),
  /** A page that answers the question further, e.g. the calculator. */
  link: linkSchema.optional(),
});

export const faqSchema = sectionIntroSchema.extend({ items: z.array(faqItemSchema).min(6) });
export type FaqContent = z.infer<typeof faqSchema>;
