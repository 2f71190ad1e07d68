import { z } from "zod";
import { linkSchema, pageMetaSchema, sectionIntroSchema } from "#app/content/shared/blocks/schema.ts";

export const homePageSchema = z.object({ meta: pageMetaSchema });
export type HomePage = z.infer<typeof homePageSchema>;

const featureSchema = z.object({
  title: z.string().min(3),
  icon: z.enum(["layers", "spark", "compass", "handshake", "globe"]),
  description: z.string().min(40),
});
export type Feature = z.infer<typeof featureSchema>;

export const homeSchema = z.object({
  hero: z.object({
    title: z.string(),
    tagline: z.string(),
    cta: linkSchema,
    secondaryCta: linkSchema,
  }),
  whoWeAre: sectionIntroSchema.extend({
    lead: z.string().min(40),
    paragraphs: z.array(z.string().min(40)).min(1),
    nameOrigin: z.object({ term: z.string(), pronunciation: z.string(), meaning: z.string().min(20) }),
    cta: linkSchema,
  }),
  pillars: sectionIntroSchema.extend({ items: z.array(featureSchema).length(3) }),
  edge: sectionIntroSchema.extend({ items: z.array(featureSchema).length(3), cta: linkSchema }),
  insights: sectionIntroSchema.extend({ cardLinkLabel: z.string(), pdfNote: z.string(), allLink: linkSchema }),
});
export type HomeContent = z.infer<typeof homeSchema>;
