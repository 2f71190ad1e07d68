// Hero art (16:9, AVIF + WebP at 640 and 1280 px) and an Open Graph card for every
// Markdown article. Idempotent: rerun whenever an article is added or retitled.
// Usage: npx node scripts/media/build-article-images.ts [--styles]
//   --styles  renders each composition once to /tmp/noema-art-styles for a look.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { textToPath } from "./glyph-paths.ts";
import {
  ABSTRACT_ART,
  PUBLIC_DIR,
  ROOT,
  encodeAvifAndWebp,
  ensureDir,
  hashString,
  launchBrowser,
  openArtPage,
  readArticles,
  saveCanvasPng,
  sizeLine,
  type ArticleMeta,
} from "./lib.ts";
import { renderOgPng } from "./og.ts";

const STYLE_NAMES = [
  "contours",
  "streams",
  "constellation",
  "orbits",
  "terrain",
  "ridgelines",
  "road",
  "fork",
  "corridor",
  "bars",
  "channels",
  "wafer",
  "balance",
  "assembly",
  "document",
] as const;

// The hero alt text describes the picture, so it chooses the composition; first match wins.
const STYLE_HINTS: Array<[RegExp, (typeof STYLE_NAMES)[number]]> = [
  [/fork|branch/i, "fork"],
  [/corridor|hallway/i, "corridor"],
  [/road|highway/i, "road"],
  [/wafer|silicon|chip/i, "wafer"],
  [/balance|scale|pans/i, "balance"],
  [/robot|production line|assembly|factory/i, "assembly"],
  [/term sheet|document|page|pen\b/i, "document"],
  [/bars?\b|rising|chart/i, "bars"],
  [/channel/i, "channels"],
  [/stream|converg|line of light/i, "streams"],
  [/cit(y|ies)|network|connected|constellation|route/i, "constellation"],
  [/contour|topograph|elevation/i, "contours"],
  [/orbit|ring|ellipse/i, "orbits"],
  [/dot|mesh|field|surface/i, "terrain"],
  [/ridge|relief|mountain|wave/i, "ridgelines"],
];

// Without a matching hint, the slug picks one of the purely abstract compositions.
const ABSTRACT_STYLE_COUNT = 6;

function styleFor(article: Pick<ArticleMeta, "slug" | "heroAlt">): number {
  for (const [pattern, name] of STYLE_HINTS) {
    if (pattern.test(article.heroAlt)) return STYLE_NAMES.indexOf(name);
  }
  return hashString(article.slug) % ABSTRACT_STYLE_COUNT;
}

async function drawArt(page: Page, seed: number, style: number, width: number, height: number, file: string) {
  await page.evaluate(
    ({ seed: s, style: st, width: w, height: h }) => {
      document.body.innerHTML = "";
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      document.body.append(canvas);
      const draw = (
        window as unknown as { drawAbstract: (c: HTMLCanvasElement, seed: number, style: number) => number }
      ).drawAbstract;
      draw(canvas, s, st);
    },
    { seed, style, width, height },
  );
  await saveCanvasPng(page, "canvas", file);
}

function articleLogoSvg(): string {
  const word = textToPath(
    path.join(ROOT, "node_modules/@fontsource/fraunces/files/fraunces-latin-500-normal.woff"),
    "Noema Capital",
    30,
    0.3,
  );
  const height = Math.ceil(word.bottom - word.top + 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${Math.floor(word.top - 2)} ${Math.ceil(word.width)} ${height}"><path fill="currentColor" d="${word.d}"/></svg>`;
}

function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await openArtPage(browser, 1280, 720, ["hero.js", ...ABSTRACT_ART]);
    if (process.argv.includes("--styles")) {
      const out = "/tmp/noema-art-styles";
      ensureDir(out);
      for (let style = 0; style < STYLE_NAMES.length; style++) {
        await drawArt(page, 1000 + style, style, 1280, 720, path.join(out, `${STYLE_NAMES[style]}.png`));
      }
      console.log(`Styles in ${out}`);
      return;
    }

    const articles = readArticles();
    if (articles.length === 0) {
      console.log("No articles in app/content/articles yet.");
      return;
    }
    const imageDir = path.join(PUBLIC_DIR, "images/insights");
    const ogDir = path.join(PUBLIC_DIR, "og");
    ensureDir(imageDir);
    ensureDir(ogDir);
    const work = mkdtempSync(path.join(tmpdir(), "noema-art-"));
    const logo = articleLogoSvg();
    try {
      for (const article of articles) {
        const seed = hashString(article.slug);
        const style = styleFor(article);
        const master = path.join(work, `${article.slug}.png`);
        await drawArt(page, seed, style, 1280, 720, master);
        const outputs: string[] = [];
        for (const width of [640, 1280]) {
          const base = path.join(imageDir, `${article.slug}-${width}`);
          outputs.push(
            ...encodeAvifAndWebp(master, base, { width: width === 1280 ? undefined : width, crf: 28, quality: 74 }),
          );
        }
        const og = path.join(ogDir, `${article.slug}.png`);
        await renderOgPng(page, og, {
          art: { kind: "abstract", seed, style },
          eyebrow: ["Insights", formatDate(article.date)].filter(Boolean).join(" · "),
          title: article.title,
          subtitle: "",
          logoSvg: logo,
          large: false,
        });
        outputs.push(og);
        console.log(`${article.slug} (${STYLE_NAMES[style]})`);
        for (const file of outputs) console.log(`  ${sizeLine(file, 58)}`);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
}

await main();
