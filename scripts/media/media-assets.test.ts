// Guards the committed media: every article has its art, card and PDF, and every file
// stays within the size budget the pages were designed around.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { team } from "#app/content/shared/team/data.ts";
import { textToPath } from "./glyph-paths.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const KB = 1024;

const read = (relative: string) => readFileSync(path.join(PUBLIC, relative));
const size = (relative: string) => statSync(path.join(PUBLIC, relative)).size;

function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

function webpSize(data: Buffer): [number, number] {
  expect(data.toString("latin1", 0, 4) + data.toString("latin1", 8, 12)).toBe("RIFFWEBP");
  const chunk = data.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return [data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff];
  if (chunk === "VP8L") {
    const bits = data.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === "VP8X") return [data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1];
  throw new Error(`unknown WebP chunk ${chunk}`);
}

function avifSize(data: Buffer): [number, number] {
  expect(data.toString("latin1", 4, 12)).toBe("ftypavif");
  const ispe = data.indexOf("ispe", 0, "latin1");
  expect(ispe).toBeGreaterThan(0);
  return [data.readUInt32BE(ispe + 8), data.readUInt32BE(ispe + 12)];
}

const articleSlugs = readdirSync(path.join(ROOT, "app/content/articles"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.replace(/\.md$/, ""));

describe("home hero video", () => {
  it("ships WebM and faststart MP4 without audio, 1.5 MB together at most", () => {
    const webm = read("media/hero.webm");
    const mp4 = read("media/hero.mp4");
    expect(webm.readUInt32BE(0)).toBe(0x1a45dfa3);
    expect(mp4.indexOf("moov", 0, "latin1")).toBeLessThan(mp4.indexOf("mdat", 0, "latin1"));
    expect(mp4.includes("soun", 0, "latin1")).toBe(false);
    expect(webm.length + mp4.length).toBeLessThanOrEqual(1.5 * KB * KB);
  });

  it.each([
    ["hero-poster", 1920, 1080],
    ["hero-poster-960", 960, 540],
  ])("has %s posters of %i×%i under 60 KB", (name, width, height) => {
    expect(avifSize(read(`media/${name}.avif`))).toEqual([width, height]);
    expect(webpSize(read(`media/${name}.webp`))).toEqual([width, height]);
    expect(size(`media/${name}.avif`)).toBeLessThanOrEqual(60 * KB);
    expect(size(`media/${name}.webp`)).toBeLessThanOrEqual(60 * KB);
  });
});

describe("team portraits", () => {
  it.each(team.map((member) => member.slug))("%s has square 320 and 640 px portraits under 40 KB", (slug) => {
    for (const width of [320, 640]) {
      expect(avifSize(read(`images/team/${slug}-${width}.avif`))).toEqual([width, width]);
      expect(webpSize(read(`images/team/${slug}-${width}.webp`))).toEqual([width, width]);
      expect(size(`images/team/${slug}-${width}.avif`)).toBeLessThanOrEqual(40 * KB);
      expect(size(`images/team/${slug}-${width}.webp`)).toBeLessThanOrEqual(40 * KB);
    }
  });
});

describe("articles", () => {
  it("are present", () => {
    expect(articleSlugs.length).toBeGreaterThan(0);
  });

  it.each(articleSlugs)("%s has 16:9 hero art, an OG card and a PDF", (slug) => {
    for (const width of [640, 1280]) {
      const height = (width * 9) / 16;
      expect(avifSize(read(`images/insights/${slug}-${width}.avif`))).toEqual([width, height]);
      expect(webpSize(read(`images/insights/${slug}-${width}.webp`))).toEqual([width, height]);
    }
    expect(pngSize(read(`og/${slug}.png`))).toEqual([1200, 630]);
    expect(size(`og/${slug}.png`)).toBeLessThan(150 * KB);
    const pdf = read(`insights/pdf/${slug}.pdf`);
    expect(pdf.toString("latin1", 0, 5)).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(200 * KB);
  });
});

describe("brand", () => {
  it("has a logo whose wordmark follows the CSS colour", () => {
    const logo = read("brand/logo.svg").toString("utf8");
    expect(logo).toContain('fill="currentColor"');
    expect(logo).toContain("<title");
  });

  it("has favicons and the default OG card at their required sizes", () => {
    const ico = read("favicon.ico");
    expect(ico.readUInt16LE(2)).toBe(1);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    expect(read("favicon.svg").toString("utf8")).toContain("<svg");
    expect(pngSize(read("apple-touch-icon.png"))).toEqual([180, 180]);
    expect(pngSize(read("og/default.png"))).toEqual([1200, 630]);
    expect(size("og/default.png")).toBeLessThan(150 * KB);
  });
});

describe("textToPath", () => {
  const font = path.join(ROOT, "node_modules/@fontsource/fraunces/files/fraunces-latin-500-normal.woff");

  it("outlines each letter and measures the run", () => {
    const one = textToPath(font, "N", 40);
    const two = textToPath(font, "NN", 40);
    expect(one.d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(one.d.split("M").length - 1).toBeGreaterThan(0);
    expect(two.width).toBeCloseTo(one.width * 2, 5);
    expect(one.bottom - one.top).toBeGreaterThan(20);
    expect(one.bottom - one.top).toBeLessThan(40);
  });

  it("adds tracking between letters only", () => {
    const plain = textToPath(font, "No", 40);
    const tracked = textToPath(font, "No", 40, 5);
    expect(tracked.width - plain.width).toBeCloseTo(5, 5);
  });
});
