import { z } from "zod";
import { sectionIntroSchema } from "#app/content/shared/blocks/schema.ts";

export const processStepSchema = z.object({
  step: z.string().regex(/^\d{2}$/),
  title: z.string().min(3),
  timeframe: z.string().min(3),
  description: z.string().min(40),
});
export type ProcessStep = z.infer<typeof processStepSchema>;

export const processSchema = sectionIntroSchema.extend({ steps: z.array(processStepSchema).length(4) });
export type ProcessContent = z.infer<typeof processSchema>;
