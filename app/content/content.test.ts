import { describe, expect, it } from "vitest";
import { articles, articleFrontmatterSchema, archiveArticles, featuredArticles, homeArticles, parseArticle } from "./articles.server";
import { team } from "./team";

describe("articles", () => {
  it("validates every article's frontmatter", () => {
    expect(articles.length).toBeGreaterThanOrEqual(9);
    for (const article of articles) {
      expect(articleFrontmatterSchema.safeParse(article).success, article.slug).toBe(true);
    }
  });

  it("rejects an article with broken frontmatter", () => {
    expect(() => parseArticle("bad.md", "---\ntitle: Hi\n---\nBody")).toThrow(/Invalid frontmatter in bad.md/);
  });

  it("has unique slugs and authors from the team", () => {
    const slugs = articles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const teamSlugs = new Set(team.map((member) => member.slug));
    for (const article of articles) expect(teamSlugs.has(article.author), article.slug).toBe(true);
  });

  it("has two featured articles and three home cards dated May 2025", () => {
    expect(featuredArticles()).toHaveLength(2);
    const home = homeArticles();
    expect(home).toHaveLength(3);
    for (const article of home) expect(article.date.startsWith("2025-05")).toBe(true);
  });

  it("fills more than one archive page", () => {
    expect(archiveArticles().length).toBeGreaterThan(6);
  });

  it("keeps each article between 400 and 800 words", () => {
    for (const article of articles) {
      const words = article.html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(800);
    }
  });
});
