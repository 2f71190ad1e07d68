import { z } from "zod";
import { type SiteConfig, siteConfigSchema } from "#app/content/shared/site/schema.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { mailLinkBase } from "#app/platform/mail/link-base.server.ts";

const brandEnvSchema = z.object({
  SITE_NAME: z.string().min(1).optional(),
  CONTACT_EMAIL: z.string().email().optional(),
  CONTACT_PHONE: z.string().min(5).optional(),
  ADDRESS_STREET: z.string().min(1).optional(),
  ADDRESS_CITY: z.string().min(1).optional(),
  ADDRESS_REGION: z.string().min(1).optional(),
  ADDRESS_POSTAL_CODE: z.string().min(1).optional(),
  ADDRESS_COUNTRY: z.string().min(1).optional(),
  SOCIAL_LINKEDIN_URL: z.string().url().optional(),
  SOCIAL_X_URL: z.string().url().optional(),
});

/** Site config with env overrides. Throws naming the bad variable. */
export function resolveSiteConfig(source: NodeJS.ProcessEnv = process.env): SiteConfig {
  const parsed = brandEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid brand configuration:\n${problems.join("\n")}`);
  }
  const brand = parsed.data;
  const env = getEnv();
  return siteConfigSchema.parse({
    ...siteDefaults,
    name: brand.SITE_NAME ?? siteDefaults.name,
    url: env.SITE_URL.replace(/\/$/, ""),
    email: brand.CONTACT_EMAIL ?? siteDefaults.email,
    phone: brand.CONTACT_PHONE ?? siteDefaults.phone,
    address: {
      street: brand.ADDRESS_STREET ?? siteDefaults.address.street,
      city: brand.ADDRESS_CITY ?? siteDefaults.address.city,
      region: brand.ADDRESS_REGION ?? siteDefaults.address.region,
      postalCode: brand.ADDRESS_POSTAL_CODE ?? siteDefaults.address.postalCode,
      country: brand.ADDRESS_COUNTRY ?? siteDefaults.address.country,
    },
    social: {
      linkedin: brand.SOCIAL_LINKEDIN_URL ?? siteDefaults.social.linkedin,
      x: brand.SOCIAL_X_URL ?? siteDefaults.social.x,
    },
  });
}

let cached: SiteConfig | undefined;
/**
 * The site config, its `url` the site's public address: SITE_URL, or without it the address this
 * process serves (the sitemap, feed, robots.txt, canonical links and mails of a local run on any PORT).
 */
export function getSiteConfig(): SiteConfig {
  cached ??= resolveSiteConfig();
  return { ...cached, url: mailLinkBase() };
}
