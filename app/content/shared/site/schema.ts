import { z } from "zod";

/** Brand facts: the defaults in ./data.ts, and the config after env overrides (app/site/serving/site.server.ts). */
export const siteConfigSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  url: z.string().url(),
  email: z.string().email(),
  phone: z.string().min(5),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().min(1),
    country: z.string().min(1),
  }),
  officeHours: z.array(z.object({ days: z.string(), hours: z.string() })).min(1),
  social: z.object({
    linkedin: z.string().url(),
    x: z.string().url(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
