import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { retention as defaultRetention } from "#app/platform/privacy/retention-periods/data.ts";
import type { Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import type { SiteConfig } from "#app/content/shared/site/schema.ts";

/** Legal pages, read from app/content/shared/legal/documents/*.md. Placeholders in braces are filled from the site config. */

export const legalSlugs = ["privacy-policy", "terms-and-conditions", "disclosures"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export function isLegalSlug(value: string): value is LegalSlug {
  return (legalSlugs as readonly string[]).includes(value);
}

export const legalFrontmatterSchema = z.object({
  title: z.string().min(3),
  slug: z.enum(legalSlugs),
  description: z.string().min(70).max(170),
  lastUpdated: z.literal("23 May 2025"),
});

export type LegalDocument = Omit<z.infer<typeof legalFrontmatterSchema>, "lastUpdated"> & {
  lastUpdated: string;
  html: string;
};

/** The periods a document states, and when an admin last changed them (decision 056). */
export interface StatedRetention {
  periods: Retention;
  changedAt?: string;
}

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const sources = import.meta.glob<string>("/app/content/shared/legal/documents/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const documents = new Map<string, { data: z.infer<typeof legalFrontmatterSchema>; markdown: string }>(
  Object.entries(sources).map(([fileName, source]) => {
    const { data, content } = matter(source);
    const result = legalFrontmatterSchema.safeParse(data);
    if (!result.success) throw new Error(`Invalid frontmatter in ${fileName}: ${z.prettifyError(result.error)}`);
    return [result.data.slug, { data: result.data, markdown: content }];
  }),
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function legalDocument(
  slug: LegalSlug,
  site: SiteConfig,
  { periods: retention, changedAt }: StatedRetention = { periods: defaultRetention },
): LegalDocument {
  const entry = documents.get(slug);
  if (!entry) throw new Error(`Missing legal document ${slug}.md`);
  const { street, city, region, postalCode, country } = site.address;
  const email = escapeHtml(site.email);
  const filled = entry.markdown
    .replaceAll("{legalName}", escapeHtml(site.legalName))
    .replaceAll("{address}", escapeHtml(`${street}, ${city}, ${region} ${postalCode}, ${country}`))
    .replaceAll("{emailLink}", `<a href="mailto:${email}">${email}</a>`)
    // Retention periods: the same numbers the purge deletes by.
    .replaceAll(/\{retention\.(\w+)\}/g, (placeholder, key: string) => {
      const value = (retention as Record<string, number>)[key];
      if (value === undefined) throw new Error(`Unknown retention placeholder ${placeholder} in ${slug}.md`);
      return String(value);
    });
  // A document that states the periods changes when they do.
  const statesRetention = entry.markdown.includes("{retention.");
  const lastUpdated =
    statesRetention && changedAt && Date.parse(changedAt) > Date.parse(entry.data.lastUpdated)
      ? longDate.format(new Date(changedAt))
      : entry.data.lastUpdated;
  return { ...entry.data, lastUpdated, html: marked.parse(filled, { async: false, gfm: true }) };
}

export function allLegalSlugs(): string[] {
  return [...documents.keys()];
}
