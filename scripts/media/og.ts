// Open Graph cards (1200×630): brand art behind a title, screenshotted in Chromium.
import { rmSync } from "node:fs";
import type { Page } from "playwright-core";
import { BRAND, fileSize, run } from "./lib.ts";

export type OgArt = { kind: "hero" } | { kind: "abstract"; seed: number; style: number };

export type OgCard = {
  art: OgArt;
  eyebrow: string;
  title: string;
  subtitle: string;
  logoSvg: string;
  large: boolean;
};

const OG_BUDGET_BYTES = 150 * 1024;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export async function renderOgPng(page: Page, file: string, card: OgCard): Promise<void> {
  const html = `
  <style>
    .og{position:relative;width:1200px;height:630px;overflow:hidden;color:#eef1f6;font-family:"Inter Variable",sans-serif}
    .og canvas{position:absolute;inset:0}
    .shade{position:absolute;inset:0;background:linear-gradient(90deg,rgba(7,11,20,.94) 0%,rgba(7,11,20,.8) 45%,rgba(7,11,20,.2) 85%)}
    .content{position:absolute;left:80px;right:${card.large ? 80 : 300}px;top:0;bottom:0;display:flex;flex-direction:column;justify-content:center;gap:26px}
    .logo{color:#eef1f6;height:${card.large ? 56 : 40}px}
    .logo svg{height:100%;width:auto;display:block}
    .eyebrow{font-size:22px;letter-spacing:.16em;text-transform:uppercase;color:${BRAND.brass};font-weight:600}
    h1{margin:0;font-family:"Fraunces",serif;font-weight:500;line-height:1.08;letter-spacing:-.01em;font-size:${card.large ? 84 : 58}px;text-wrap:balance}
    .rule{width:96px;height:3px;background:${BRAND.brass}}
    p{margin:0;font-size:${card.large ? 32 : 26}px;line-height:1.35;color:#b7bfcf;max-width:900px}
  </style>
  <div class="og">
    <canvas width="1200" height="630"></canvas>
    <div class="shade"></div>
    <div class="content">
      ${card.large ? "" : `<div class="logo">${card.logoSvg}</div>`}
      ${card.eyebrow ? `<div class="eyebrow">${escapeHtml(card.eyebrow)}</div>` : ""}
      ${card.large ? `<div class="logo">${card.logoSvg}</div>` : ""}
      <h1>${escapeHtml(card.title)}</h1>
      <div class="rule"></div>
      ${card.subtitle ? `<p>${escapeHtml(card.subtitle)}</p>` : ""}
    </div>
  </div>`;
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.evaluate(
    ({ markup, art }) => {
      document.body.innerHTML = markup;
      const canvas = document.querySelector("canvas");
      if (!canvas) return;
      const scope = window as unknown as {
        drawHero: (c: HTMLCanvasElement, t: number) => void;
        drawAbstract: (c: HTMLCanvasElement, seed: number, style: number) => number;
      };
      if (art.kind === "hero") scope.drawHero(canvas, 0);
      else scope.drawAbstract(canvas, art.seed, art.style);
    },
    { markup: html, art: card.art },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const source = `${file}.source.png`;
  await page.screenshot({ path: source, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  // Palette reduction, stepping down until the card fits the budget.
  try {
    // Dithering hides banding but costs bytes; undithered palettes are the fallback for busy art.
    const attempts: Array<[number, string[]]> = [
      [256, ["-dither", "FloydSteinberg"]],
      [160, ["-dither", "FloydSteinberg"]],
      [96, ["-dither", "FloydSteinberg"]],
      [256, ["+dither"]],
      [128, ["+dither"]],
    ];
    for (const [colours, dither] of attempts) {
      run("convert", [source, "-strip", ...dither, "-colors", String(colours), `PNG8:${file}`]);
      if (fileSize(file) < OG_BUDGET_BYTES) return;
    }
  } finally {
    rmSync(source, { force: true });
  }
  throw new Error(`${file} is ${fileSize(file)} bytes, over the OG budget`);
}
