import { describe, expect, it } from "vitest";
import {
  articleFrontmatterSchema,
  articles,
  archiveArticles,
  featuredArticles,
  homeArticles,
  parseArticle,
  relatedArticles,
} from "./articles.server.ts";
import { ARTICLES_PER_PAGE, formatArticleDate } from "#app/content/articles/copy.ts";

describe("articles", () => {
  it("validates every article's frontmatter and renders a body", () => {
    expect(articles.length).toBeGreaterThanOrEqual(9);
    for (const article of articles) {
      expect(articleFrontmatterSchema.safeParse(article).success, article.slug).toBe(true);
      expect(article.html, article.slug).toMatch(/<h2>/);
      expect(article.readingMinutes, article.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("rejects an article with broken frontmatter, naming the file", () => {
    expect(() => parseArticle("bad.md", "---\ntitle: Hi\n---\nBody")).toThrow(/Invalid frontmatter in bad.md/);
  });

  it("rejects an article whose file name is not its slug", () => {
    const source = [
      "---",
      'title: "A perfectly reasonable title"',
      "slug: another-slug",
      'date: "2025-05-01"',
      'description: "A description that is long enough to pass the schema minimum length of sixty."',
      "author: elena-marchetti",
      "industries: [software]",
      "featured: false",
      "home: false",
      'heroAlt: "An abstract image"',
      "---",
      "Body",
    ].join("\n");
    expect(() => parseArticle("./articles/some-file.md", source)).toThrow(/must be named another-slug.md/);
  });

  it("has unique slugs", () => {
    const slugs = articles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("has two featured articles and three home cards dated May 2025", () => {
    expect(featuredArticles()).toHaveLength(2);
    const cards = homeArticles();
    expect(cards).toHaveLength(3);
    for (const article of cards) expect(formatArticleDate(article.date)).toMatch(/^\d{1,2} May 2025$/);
  });

  it("fills more than one archive page after the featured pair", () => {
    expect(archiveArticles().length).toBeGreaterThan(ARTICLES_PER_PAGE);
    expect(archiveArticles().some((article) => article.featured)).toBe(false);
  });

  it("relates articles by shared industries, never to themselves", () => {
    for (const article of articles) {
      const related = relatedArticles(article.slug, 2);
      expect(related, article.slug).toHaveLength(2);
      expect(related.map((item) => item.slug)).not.toContain(article.slug);
    }
    expect(relatedArticles("no-such-article")).toEqual([]);
  });

  it("keeps each article between 400 and 800 words", () => {
    for (const article of articles) {
      const words = article.html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(800);
    }
  });
});
