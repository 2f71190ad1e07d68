import { insightsFeedXml } from "#app/site/feed/insights-feed.server.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";

/** The insights feed (RSS 2.0) for feed readers; documents' heads announce it. */
export function loader() {
  const site = getSiteConfig();
  return new Response(insightsFeedXml(site.url, site.name), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
