import { articles } from "#app/site/insights/articles.server.ts";
import { contentPaths, formPagePaths } from "#app/site/document/prerender-paths.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";

/** Every public page and article, for search engines. */
function sitemapEntries(siteUrl: string): { loc: string; lastmod?: string }[] {
  const pages = [...contentPaths, ...formPagePaths].map((path) => ({ loc: `${siteUrl}${path}` }));
  const posts = articles.map((article) => ({ loc: `${siteUrl}/insights/${article.slug}`, lastmod: article.date }));
  return [...pages, ...posts];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function loader() {
  const entries = sitemapEntries(getSiteConfig().url);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
