import { readdirSync } from "node:fs";
import path from "node:path";
import { documentPaths } from "./document-paths.ts";

/** Content pages rendered per request: the privacy policy states the retention periods an admin sets (decision 056). */
export const perRequestContentPaths = ["/privacy-policy"] as const;

/**
 * Pages rendered to HTML at build time: the documents that do not change between builds, and the
 * calculator, a form page whose bytes are the same for everyone too.
 */
export const staticContentPaths = [
  ...documentPaths.filter((path) => !(perRequestContentPaths as readonly string[]).includes(path)),
  "/venture-debt-calculator",
];

/** Every content page (not a form, not an article). */
export const contentPaths = [...staticContentPaths, ...perRequestContentPaths];

/** The form pages, rendered per request. */
export const formPagePaths = ["/contact", "/apply"] as const;

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
  return [...staticContentPaths, ...articlePaths()];
}
