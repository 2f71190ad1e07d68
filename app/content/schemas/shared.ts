import { z } from "zod";

/** A call to action pointing at a route of this site. */
export const linkSchema = z.object({
  label: z.string().min(2),
  to: z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, "must be a site path, never '#'"),
});
export type ContentLink = z.infer<typeof linkSchema>;

export const heroSchema = z.object({
  eyebrow: z.string().min(2).optional(),
  title: z.string().min(2),
  intro: z.string().min(10),
});
export type HeroContent = z.infer<typeof heroSchema>;

/** Title and description for <title>, meta description and social cards. */
export const pageMetaSchema = z.object({
  title: z.string().min(5).max(70),
  description: z.string().min(70).max(170),
});
export type PageMetaContent = z.infer<typeof pageMetaSchema>;

export const sectionIntroSchema = z.object({
  eyebrow: z.string().min(2).optional(),
  heading: z.string().min(2),
  intro: z.string().min(10).optional(),
});
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

export const ctaBandSchema = z.object({
  heading: z.string().min(5),
  body: z.string().min(10),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});
export type CtaBand = z.infer<typeof ctaBandSchema>;
