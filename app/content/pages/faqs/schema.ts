import type { z } from "zod";
import { ctaBandSchema, pageSchema } from "#app/content/shared/blocks/schema.ts";

export const faqsPageSchema = pageSchema.extend({ cta: ctaBandSchema });
export type FaqsPage = z.infer<typeof faqsPageSchema>;
