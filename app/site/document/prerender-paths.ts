import { readdirSync } from "node:fs";
import path from "node:path";
import { documentPaths } from "./document-paths.ts";

/** Content pages rendered per request: the privacy policy states the retention periods an admin sets (decision 056). */
export const perRequestContentPaths = ["/privacy-policy"] as const;

/** Pages rendered to HTML at build time: the documents that do not change between builds (decision 065). */
export const staticContentPaths = documentPaths.filter(
  (path) => !(perRequestContentPaths as readonly string[]).includes(path),
);

/** Every content page (not a form, not an article). */
export const contentPaths = [...staticContentPaths, ...perRequestContentPaths];

/** The public form pages (/contact and /apply are documents, decision 078; the calculator hydrates on intent, 071). */
export const formPagePaths = ["/contact", "/apply", "/venture-debt-calculator"] as const;

/**
 * Public form pages served as documents (decision 078): prerendered like content pages, their forms posting to
 * themselves. Each one's answer to a post is rendered on request, and so are /apply with the calculator's figures and the
 * calculator with a query (cached by its address).
 */
export const formDocumentPaths = ["/contact", "/newsletter", "/apply", "/venture-debt-calculator"] as const;

/** Article pages: one per Markdown file, whose file name is its slug. */
export function articlePaths(articlesDir = path.resolve("app/content/articles")): string[] {
  try {
    return readdirSync(articlesDir)
      .filter((file) => file.endsWith(".md"))
      .map((file) => `/insights/${file.replace(/\.md$/, "")}`);
  } catch {
    return [];
  }
}

export function prerenderedPaths(): string[] {
  return [...staticContentPaths, ...formDocumentPaths, ...articlePaths()];
}
