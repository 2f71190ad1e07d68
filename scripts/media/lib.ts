// Shared helpers for the media build scripts. Erasable TypeScript only, so
// `npx node scripts/media/<script>.ts` runs them without a build step.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import type { Browser, Page } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");
export const ART_DIR = path.join(ROOT, "scripts/media/art");
/** The scripts that define drawAbstract, in the order they must load (abstract.js last). */
export const ABSTRACT_ART = [
  "abstract-kit.js",
  "abstract-fields.js",
  "abstract-roads.js",
  "abstract-charts.js",
  "abstract-objects.js",
  "abstract.js",
];
export const ARTICLES_DIR = path.join(ROOT, "app/content/articles");

export const BRAND = {
  ink950: "#070b14",
  ink900: "#0b1220",
  ink800: "#121b2e",
  ink700: "#1c2740",
  brass: "#c9a45c",
  paper: "#f6f4ef",
  name: "Noema Capital",
  tagline: "Intelligent Capital for the Innovation Economy",
} as const;

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
}

export function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });
}

export function fileSize(file: string): number {
  return statSync(file).size;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A built file's path under public/, padded to `width` so a column of sizes lines up, and its size. */
export function sizeLine(file: string, width: number): string {
  return `${path.relative(PUBLIC_DIR, file).padEnd(width)} ${kb(fileSize(file))}`;
}

export { launchBrowser } from "#tests/browser.ts";

/** Loads browser-side drawing scripts from scripts/media/art (after random.js, which they share) into a blank page. */
export async function openArtPage(browser: Browser, width: number, height: number, scripts: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><head><style>${fontFaceCss()}html,body{margin:0;background:${BRAND.ink950}}</style></head><body></body></html>`,
  );
  for (const script of ["random.js", ...scripts]) {
    await page.addScriptTag({ path: path.join(ART_DIR, script) });
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

function fontDataUrl(relativePath: string): string {
  const data = readFileSync(path.join(ROOT, "node_modules", relativePath));
  return `data:font/woff2;base64,${data.toString("base64")}`;
}

/** Brand fonts as inline @font-face rules (latin subsets only: keeps PDFs small). */
export function fontFaceCss(): string {
  const fraunces = [400, 500, 600]
    .map(
      (weight) =>
        `@font-face{font-family:"Fraunces";font-style:normal;font-weight:${weight};font-display:block;src:url(${fontDataUrl(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff2`)}) format("woff2")}`,
    )
    .join("");
  const inter = ["normal", "italic"]
    .map(
      (style) =>
        `@font-face{font-family:"Inter Variable";font-style:${style};font-weight:100 900;font-display:block;src:url(${fontDataUrl(`@fontsource-variable/inter/files/inter-latin-wght-${style}.woff2`)}) format("woff2")}`,
    )
    .join("");
  return fraunces + inter;
}

/** Writes a canvas (selected by CSS selector) to a PNG file, losslessly. */
export async function saveCanvasPng(page: Page, selector: string, file: string): Promise<void> {
  const dataUrl = await page.$eval(selector, (canvas) => (canvas as HTMLCanvasElement).toDataURL("image/png"));
  const { writeFileSync } = await import("node:fs");
  writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
}

/**
 * AVIF via libaom (still picture), tagged sRGB/BT.709 full range so browsers show the PNG's colours.
 * 10-bit: the dark, smooth gradients of the brand band visibly in 8-bit and are no larger in 10.
 */
export function encodeAvif(input: string, output: string, options: { width?: number; crf: number }): void {
  const scale = options.width ? `scale=${options.width}:-2:flags=lanczos,` : "";
  run("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-i",
    input,
    "-vf",
    `${scale}scale=out_color_matrix=bt709:out_range=full,format=yuv420p10le`,
    "-c:v",
    "libaom-av1",
    "-still-picture",
    "1",
    "-crf",
    String(options.crf),
    "-b:v",
    "0",
    "-cpu-used",
    "3",
    "-aq-mode",
    "1",
    "-colorspace",
    "bt709",
    "-color_primaries",
    "bt709",
    "-color_trc",
    "iec61966-2-1",
    "-color_range",
    "pc",
    "-frames:v",
    "1",
    output,
  ]);
}

/** Encodes a PNG master as `${base}.avif` and `${base}.webp` (resized to `width` when given); returns both files. */
export function encodeAvifAndWebp(
  master: string,
  base: string,
  options: { width?: number; crf: number; quality: number },
): string[] {
  encodeAvif(master, `${base}.avif`, { width: options.width, crf: options.crf });
  encodeWebp(master, `${base}.webp`, { width: options.width, quality: options.quality });
  return [`${base}.avif`, `${base}.webp`];
}

export function encodeWebp(input: string, output: string, options: { width?: number; quality: number }): void {
  const resize = options.width ? ["-resize", String(options.width), "0"] : [];
  run("cwebp", [
    "-quiet",
    "-q",
    String(options.quality),
    "-m",
    "6",
    "-sharp_yuv",
    "-af",
    ...resize,
    input,
    "-o",
    output,
  ]);
}

/** Deterministic PRNG so every rerun draws the same art. */
export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export type ArticleMeta = {
  file: string;
  slug: string;
  title: string;
  date: string;
  author: string;
  description: string;
  industries: string[];
  heroAlt: string;
  body: string;
};

function asString(value: unknown, fallback: string): string {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return fallback;
}

function authorName(value: unknown): string {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (value && typeof value === "object" && "name" in value && typeof value.name === "string") return value.name;
  return BRAND.name;
}

export function readArticles(): ArticleMeta[] {
  let files: string[];
  try {
    files = readdirSync(ARTICLES_DIR)
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const file = path.join(ARTICLES_DIR, name);
    const parsed = matter(readFileSync(file, "utf8"));
    const data = parsed.data as Record<string, unknown>;
    const slug = asString(data.slug, name.replace(/\.md$/, ""));
    return {
      file,
      slug,
      title: asString(data.title, slug),
      date: asString(data.date, ""),
      author: authorName(data.author),
      description: asString(data.description ?? data.summary ?? data.excerpt, ""),
      industries: Array.isArray(data.industries) ? data.industries.map(String) : [],
      heroAlt: asString(data.heroAlt, ""),
      body: parsed.content,
    };
  });
}
