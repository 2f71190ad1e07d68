import { Feed } from "feed";
import { articles } from "#app/site/insights/articles.server.ts";
import { insightsFeed } from "#app/content/articles/feed.ts";
import { findTeamMember } from "#app/content/shared/team/data.ts";

/**
 * The insights as RSS 2.0, built by the `feed` library: every article with its title, date, summary
 * and link. Dated by the newest article, not the clock, so the same build answers the same bytes.
 */
export function insightsFeedXml(siteUrl: string, siteName: string): string {
  const newest = articles[0]?.date;
  const feed = new Feed({
    title: insightsFeed.title,
    description: insightsFeed.description,
    id: `${siteUrl}/insights`,
    link: `${siteUrl}/insights`,
    language: "en",
    favicon: `${siteUrl}/favicon.svg`,
    copyright: `© ${siteName}`,
    updated: newest ? new Date(`${newest}T00:00:00Z`) : undefined,
    generator: false,
    feedLinks: { rss: `${siteUrl}${insightsFeed.path}` },
  });
  for (const article of articles) {
    const link = `${siteUrl}/insights/${article.slug}`;
    const author = findTeamMember(article.author);
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.description,
      date: new Date(`${article.date}T00:00:00Z`),
      author: author ? [{ name: author.name }] : undefined,
      category: article.industries.map((industry) => ({ name: industry })),
    });
  }
  return feed.rss2();
}
