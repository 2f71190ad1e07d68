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

/**
 * The form pages, rendered per request: they hydrate, and their scripts run by a per-request nonce
 * (a hash-based policy with 'strict-dynamic' would refuse the route modules they import).
 */
export const formPagePaths = ["/contact", "/apply", "/venture-debt-calculator"] as const;

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

/** Form pages that are documents (decision 078), prerendered for their bare address; a query renders on request. */
export const prerenderedFormPaths = ["/apply"] as const;

export function prerenderedPaths(): string[] {
  return [...staticContentPaths, ...prerenderedFormPaths, ...articlePaths()];
}
