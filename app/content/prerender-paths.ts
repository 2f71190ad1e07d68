import { readdirSync } from "node:fs";
import path from "node:path";

/** Content pages that are prerendered at build time. Form pages (/contact, /apply) render per request. */
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
  "/privacy-policy",
  "/terms-and-conditions",
  "/disclosures",
] as const;

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
