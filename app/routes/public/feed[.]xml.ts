import { insightsFeedXml } from "~/server/feed/insights-feed.server";
import { getSiteConfig } from "~/server/site.server";

/** The insights feed (RSS 2.0) for feed readers; documents' heads announce it. */
export function loader() {
  const site = getSiteConfig();
  return new Response(insightsFeedXml(site.url, site.name), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
