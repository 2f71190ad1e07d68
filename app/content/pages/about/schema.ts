import { z } from "zod";
import { ctaBandSchema, pageMetaSchema, sectionIntroSchema } from "#app/content/shared/blocks/schema.ts";

export const aboutPageSchema = z.object({ meta: pageMetaSchema });
export type AboutPage = z.infer<typeof aboutPageSchema>;

const stepSchema = z.object({ id: z.number().int().min(1), title: z.string().min(3), description: z.string().min(40) });
export type AboutStep = z.infer<typeof stepSchema>;

export const aboutSchema = z.object({
  hero: z.object({ title: z.literal("About"), tagline: z.string() }),
  mission: sectionIntroSchema.extend({ statement: z.string().min(40), paragraphs: z.array(z.string().min(40)) }),
  principles: sectionIntroSchema,
  leadership: sectionIntroSchema.extend({ readBio: z.string(), linkedinLabel: z.string() }),
  philosophy: sectionIntroSchema.extend({ paragraphs: z.array(z.string().min(40)).min(2) }),
  steps: sectionIntroSchema.extend({ items: z.array(stepSchema).min(3) }),
  teamGrid: sectionIntroSchema,
  dialog: z.object({ close: z.string(), socialHeading: z.string(), opensInNewTab: z.string() }),
  cta: ctaBandSchema,
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const principleSchema = z.object({
  id: z.number().int().min(1),
  title: z.string().min(3),
  description: z.string().min(40),
});
export type Principle = z.infer<typeof principleSchema>;

export const principlesSchema = z.array(principleSchema).length(6);
