import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { industrySlugSchema } from "#app/content/shared/industries/schema.ts";

/**
 * Insight articles, read from app/content/articles/*.md (one file per article, named by its slug) at build time.
 * Server-only: gray-matter and marked stay out of the browser bundle; pages receive plain data from loaders.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleFrontmatterSchema = z.object({
  title: z.string().min(10).max(110),
  slug: z.string().regex(slugPattern),
  date: z.iso.date(),
  description: z.string().min(60).max(220),
  author: z.string().regex(slugPattern),
  industries: z.array(industrySlugSchema).min(1),
  featured: z.boolean(),
  home: z.boolean(),
  heroAlt: z.string().min(10),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

export type ArticleSummary = ArticleFrontmatter & {
  readingMinutes: number;
};

export type Article = ArticleSummary & {
  html: string;
};

const WORDS_PER_MINUTE = 220;

export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Parses one Markdown file; throws with the file name when frontmatter is invalid. */
export function parseArticle(fileName: string, source: string): Article {
  const { data, content } = matter(source);
  const result = articleFrontmatterSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`Invalid frontmatter in ${fileName}: ${z.prettifyError(result.error)}`);
  }
  const expectedFile = `${result.data.slug}.md`;
  if (!fileName.endsWith(`/${expectedFile}`) && fileName !== expectedFile) {
    throw new Error(`Article ${fileName} must be named ${expectedFile}`);
  }
  const html = marked.parse(content, { async: false, gfm: true });
  return { ...result.data, readingMinutes: readingMinutes(content), html };
}

const sources = import.meta.glob<string>("/app/content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Newest first. */
export const articles: readonly Article[] = Object.entries(sources)
  .map(([fileName, source]) => parseArticle(fileName, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export function toSummary({ html: _html, ...summary }: Article): ArticleSummary {
  return summary;
}

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

export function featuredArticles(): ArticleSummary[] {
  return articles.filter((article) => article.featured).map(toSummary);
}

/** The list under the featured pair: everything not featured, newest first. */
export function archiveArticles(): ArticleSummary[] {
  return articles.filter((article) => !article.featured).map(toSummary);
}

export function homeArticles(): ArticleSummary[] {
  return articles.filter((article) => article.home).map(toSummary);
}

/**
 * A sector page's articles: those written for that sector first (fewest industries tagged), newest first
 * among equals, so a sector shows its own pieces before the general ones every sector shares.
 */
export function articlesForIndustry(industry: string, limit = 4): ArticleSummary[] {
  return articles
    .filter((article) => article.industries.some((tag) => tag === industry))
    .toSorted((a, b) => a.industries.length - b.industries.length || b.date.localeCompare(a.date))
    .slice(0, limit)
    .map(toSummary);
}

/** Related = shares most industries, then newest; never the article itself. */
export function relatedArticles(slug: string, limit = 3): ArticleSummary[] {
  const current = findArticle(slug);
  if (!current) return [];
  return articles
    .filter((article) => article.slug !== slug)
    .map((article) => ({
      article,
      overlap: article.industries.filter((tag) => current.industries.includes(tag)).length,
    }))
    .sort((a, b) => b.overlap - a.overlap || b.article.date.localeCompare(a.article.date))
    .slice(0, limit)
    .map(({ article }) => toSummary(article));
}
