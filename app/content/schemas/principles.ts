import { z } from "zod";

export const principleSchema = z.object({
  id: z.number().int().min(1),
  title: z.string().min(3),
  description: z.string().min(40),
});
export type Principle = z.infer<typeof principleSchema>;

/** The six operating principles, in the spec's order and wording. */
export const principlesSchema = z.array(principleSchema).length(6);
