import { readdirSync } from "node:fs";
import path from "node:path";

/** Content pages that are prerendered at build time. */
export const staticContentPaths = [
  "/",
  "/companies",
  "/fintech",
  "/software",
  "/deeptech",
  "/healthtech",
  "/insights",
  "/about",
  "/faqs",
  "/who-we-fund",
  "/process",
  "/case-studies",
  "/venture-debt-calculator",
  "/terms-and-conditions",
  "/disclosures",
] as const;

/** Content pages rendered per request: the privacy policy states the retention periods an admin sets (decision 056). */
export const perRequestContentPaths = ["/privacy-policy"] as const;

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
