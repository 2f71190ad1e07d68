import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "#app/content/shared/site/schema.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";

interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/about". */
  path: string;
  /** Absolute path of a 1200×630 image under public/, e.g. "/og/default.png". */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Structured data objects rendered as JSON-LD. */
  jsonLd?: object[];
  noindex?: boolean;
}

export type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site config from the root match of a meta function's `matches`. */
export function siteFromMatches(matches: readonly MatchLike[]): SiteConfig {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as { site?: SiteConfig } | undefined;
  return data?.site ?? siteDefaults;
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for a page. */
export function pageMeta(matches: readonly MatchLike[], input: PageMetaInput): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const url = `${site.url}${input.path === "/" ? "/" : input.path}`;
  const image = `${site.url}${input.image ?? "/og/default.png"}`;
  const title = input.path === "/" ? input.title : `${input.title} | ${site.name}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: input.imageAlt ?? site.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex" });
  for (const item of input.jsonLd ?? []) descriptors.push({ "script:ld+json": item });
  return descriptors;
}
