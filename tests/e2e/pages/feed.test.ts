import Parser from "rss-parser";
import { describe, expect, inject, it } from "vitest";
import { articles } from "#app/site/insights/articles.server.ts";
import { insightsFeed } from "#app/content/articles/feed.ts";
import { get } from "#tests/html.ts";
import { publicPaths } from "#tests/routes.ts";

const baseURL = inject("baseURL");
const FEED_PATH = insightsFeed.path;

describe("insights feed", () => {
  it("a standard parser reads every article's title, date, summary and link", async () => {
    const response = await get(baseURL + FEED_PATH);
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(response.body);
    expect(feed.title).toBeTruthy();
    expect(feed.items).toHaveLength(articles.length);
    for (const article of articles) {
      const item = feed.items.find((candidate) => candidate.link?.endsWith(`/insights/${article.slug}`));
      expect(item, article.slug).toBeDefined();
      expect(item?.title).toBe(article.title);
      expect(item?.contentSnippet ?? item?.content).toBe(article.description);
      expect(new Date(item?.isoDate ?? "").toISOString().slice(0, 10)).toBe(article.date);
      // The link answers: it is the article's page on this site.
      expect((await get(baseURL + new URL(item?.link ?? "").pathname)).status).toBe(200);
    }
  });

  it("every page's head points feed readers at it", async () => {
    for (const path of publicPaths) {
      const { body } = await get(baseURL + path);
      const head = body.slice(0, body.indexOf("</head>"));
      expect(head, path).toMatch(
        new RegExp(`<link[^>]*rel="alternate"[^>]*type="application/rss\\+xml"[^>]*href="${FEED_PATH}"`),
      );
    }
  });
});
