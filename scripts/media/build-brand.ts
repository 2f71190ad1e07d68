// Logo, favicons and the default Open Graph image.
// Usage: npx node scripts/media/build-brand.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { markGeometry } from "#app/site/layout/brand-mark.ts";
import { textToPath } from "./glyph-paths.ts";
import { ABSTRACT_ART, BRAND, PUBLIC_DIR, ROOT, ensureDir, launchBrowser, openArtPage, run, sizeLine } from "./lib.ts";
import { renderOgPng } from "./og.ts";

const FRAUNCES_500 = path.join(ROOT, "node_modules/@fontsource/fraunces/files/fraunces-latin-500-normal.woff");

/** The mark (app/site/layout/brand-mark.ts, which the site's Logo draws too), optionally in its ring. */
function markSvg(options: { x: number; y: number; size: number; ring: boolean; stroke: number; node: number }): string {
  const { d, strokeWidth, nodes, ring } = markGeometry(options);
  const circles = nodes.map((node) => `<circle cx="${node.cx}" cy="${node.cy}" r="${node.r}"/>`).join("");
  const ringSvg = options.ring
    ? `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${BRAND.brass}" stroke-width="${ring.strokeWidth}"/>`
    : "";
  return `${ringSvg}<path d="${d}" fill="none" stroke="${BRAND.brass}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/><g fill="${BRAND.brass}">${circles}</g>`;
}

function standaloneMarkSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-label="Noema Capital">`,
    markSvg({ x: 0, y: 0, size: 40, ring: true, stroke: 1.6, node: 2.6 }),
    `</svg>`,
  ].join("");
}

/** The wordmark uses currentColor (inline it and set `color`); `wordmarkColour` bakes a colour in for <img> use. */
function logoSvg(wordmarkColour = "currentColor"): string {
  const fontSize = 34;
  const word = textToPath(FRAUNCES_500, "Noema", fontSize, 0.6);
  const height = 44;
  const markSize = 40;
  const gap = 12;
  const inkHeight = word.bottom - word.top;
  const shiftY = (height - inkHeight) / 2 - word.top;
  const width = Math.ceil(markSize + gap + word.width + 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="noema-logo-title">`,
    `<title id="noema-logo-title">Noema Capital</title>`,
    markSvg({ x: 0, y: 2, size: markSize, ring: true, stroke: 1.6, node: 2.6 }),
    `<path fill="${wordmarkColour}" transform="translate(${markSize + gap} ${shiftY.toFixed(2)})" d="${word.d}"/>`,
    `</svg>`,
  ].join("");
}

function faviconSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`,
    `<rect width="64" height="64" rx="14" fill="${BRAND.ink900}"/>`,
    markSvg({ x: 4, y: 4, size: 56, ring: false, stroke: 3.4, node: 3.6 }),
    `</svg>`,
  ].join("");
}

function appleTouchSvg(): string {
  // iOS rounds the corners itself and shows transparency as black: fill the square.
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180">`,
    `<rect width="180" height="180" fill="${BRAND.ink900}"/>`,
    markSvg({ x: 40, y: 40, size: 100, ring: true, stroke: 2.2, node: 2.8 }),
    `</svg>`,
  ].join("");
}

async function rasterise(svg: string, size: number, file: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body></html>`,
    );
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const brandDir = path.join(PUBLIC_DIR, "brand");
  const ogDir = path.join(PUBLIC_DIR, "og");
  ensureDir(brandDir);
  ensureDir(ogDir);

  const logo = logoSvg();
  writeFileSync(path.join(brandDir, "logo.svg"), `${logo}\n`);
  writeFileSync(path.join(brandDir, "logo-on-dark.svg"), `${logoSvg("#eef1f6")}\n`);
  const mark = standaloneMarkSvg();
  writeFileSync(path.join(brandDir, "mark.svg"), `${mark}\n`);
  const favicon = faviconSvg();
  writeFileSync(path.join(PUBLIC_DIR, "favicon.svg"), `${favicon}\n`);

  const favicon32 = path.join(PUBLIC_DIR, "favicon-32.tmp.png");
  await rasterise(favicon, 32, favicon32);
  run("convert", [favicon32, path.join(PUBLIC_DIR, "favicon.ico")]);
  run("rm", [favicon32]);

  const apple = path.join(PUBLIC_DIR, "apple-touch-icon.png");
  await rasterise(appleTouchSvg(), 180, apple);
  run("convert", [apple, "-strip", "-colors", "64", `PNG8:${apple}`]);

  const browser = await launchBrowser();
  try {
    const page = await openArtPage(browser, 1200, 630, ["hero.js", ...ABSTRACT_ART]);
    await renderOgPng(page, path.join(ogDir, "default.png"), {
      art: { kind: "hero" },
      eyebrow: "",
      title: BRAND.name,
      subtitle: BRAND.tagline,
      logoSvg: mark,
      large: true,
    });
  } finally {
    await browser.close();
  }

  for (const file of [
    "brand/logo.svg",
    "brand/logo-on-dark.svg",
    "brand/mark.svg",
    "favicon.svg",
    "favicon.ico",
    "apple-touch-icon.png",
    "og/default.png",
  ]) {
    console.log(sizeLine(path.join(PUBLIC_DIR, file), 22));
  }
}

await main();
