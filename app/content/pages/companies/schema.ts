import type { z } from "zod";
import { ctaBandSchema, linkSchema, pageSchema } from "#app/content/shared/blocks/schema.ts";

export const companiesPageSchema = pageSchema.extend({ cta: ctaBandSchema, calculator: linkSchema });
export type CompaniesPage = z.infer<typeof companiesPageSchema>;
