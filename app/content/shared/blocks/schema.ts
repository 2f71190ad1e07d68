import { z } from "zod";

/** Building blocks of the page and shared content schemas. */

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

/** What every content page with a hero has: its meta and its hero. */
export const pageSchema = z.object({ meta: pageMetaSchema, hero: heroSchema });

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

/** A sentence with "{placeholder}" slots the page fills in; each named slot must be there. */
export const templateSchema = (...placeholders: string[]) =>
  z
    .string()
    .min(5)
    .refine((value) => placeholders.every((name) => value.includes(`{${name}}`)), {
      message: `must contain ${placeholders.map((name) => `{${name}}`).join(", ")}`,
    });
