import type { z } from "zod";
import { pageSchema } from "#app/content/shared/blocks/schema.ts";

export const insightsPageSchema = pageSchema;
export type InsightsPage = z.infer<typeof insightsPageSchema>;
