import { z } from "zod";
import { sectionIntroSchema } from "./shared.ts";

export const fundingCategorySchema = z.object({
  id: z.enum(["criteria", "metrics", "industries", "products"]),
  title: z.string().min(3),
  summary: z.string().min(20),
  items: z.array(z.string().min(3)).min(3),
});
export type FundingCategory = z.infer<typeof fundingCategorySchema>;

export const fundingSchema = sectionIntroSchema.extend({
  categories: z.array(fundingCategorySchema).length(4),
  productDetails: z.array(z.object({ name: z.string(), description: z.string().min(40) })).length(4),
});
export type FundingContent = z.infer<typeof fundingSchema>;
