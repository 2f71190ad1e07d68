import { describe, expect, inject, it } from "vitest";
import { openPage } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = (channel ?? 0) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
}

const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("home hero without its media", () => {
  it("keeps its white headline readable on a dark background of its own", async () => {
    const { page, close } = await openPage(browser());
    try {
      // The video and the poster fail to load (slow network, blocked media, an outage).
      await page.route(/\/media\//, (route) => route.abort());
      await page.goto(`${baseURL}/`);
      const colours = await page.evaluate(() => {
        const title = document.getElementById("home-title");
        const hero = title?.closest("section");
        if (!title || !hero) throw new Error("home hero not found");
        return { text: getComputedStyle(title).color, background: getComputedStyle(hero).backgroundColor };
      });
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const background = channels(colours.background);
      // Opaque: the page's light background must not show through.
      expect(background[3] ?? 1, `hero background ${colours.background}`).toBe(1);
      expect(contrast(channels(colours.text), background)).toBeGreaterThanOrEqual(4.5);
    } finally {
      await close();
    }
  });
});
