import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

const archiveCount = (page: Page) => page.locator('section[aria-labelledby="all-heading"] article').count();
const loadMore = (page: Page) => page.getByRole("link", { name: "Load More Articles" });

describe("insights Load More", () => {
  it("loads the longer list as a document, lands on the first new article and focuses it", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/insights`, { waitUntil: "domcontentloaded" });
    expect(await page.locator('section[aria-labelledby="featured-heading"] article').count()).toBe(2);
    expect(await archiveCount(page)).toBe(6);
    await loadMore(page).click();
    await page.waitForURL(`${baseURL}/insights?page=2#more`);
    expect(await archiveCount(page)).toBe(9);
    // The first new article is in view, below the fixed header, and its link has focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("li")?.dataset.firstNew), { timeout: 5000 })
      .toBe("true");
    const top = await page.locator("#more").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(79);
    expect(top).toBeLessThan(400);
    await expect(loadMore(page).count()).resolves.toBe(0);
    await expect(page.getByRole("status").textContent()).resolves.toContain("9 of 9");
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript is a ?page=2 link that loads the longer list", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/insights`);
    expect(await loadMore(page).getAttribute("href")).toBe("/insights?page=2#more");
    expect(await archiveCount(page)).toBe(6);
    await loadMore(page).click();
    await page.waitForURL(`${baseURL}/insights?page=2#more`);
    expect(await archiveCount(page)).toBe(9);
    expect(errors).toEqual([]);
    await close();
  });

  it("answers 404 for a page number that does not exist", async () => {
    for (const query of ["page=4", "page=0", "page=two"]) {
      expect((await fetch(`${baseURL}/insights?${query}`)).status, query).toBe(404);
    }
  });

  it("opens an article from its card", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/insights`, { waitUntil: "domcontentloaded" });
    const card = page.locator('section[aria-labelledby="all-heading"] article').first();
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.locator("a").click();
    await page.waitForURL(/\/insights\/[a-z0-9-]+$/);
    expect(await page.locator("h1").textContent()).toBe(title);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("article meta line", () => {
  for (const width of [375, 1280]) {
    it(`leaves no "·" at the end of a line at ${width} px`, async () => {
      const { page, close } = await openPage(browser(), { viewport: { width, height: 800 } });
      await page.goto(`${baseURL}/insights/ai-underwriting-venture-debt`);
      const dangling = await page.$$eval(
        "header p span[aria-hidden='true']",
        (separators) =>
          separators.filter((separator) => {
            const box = separator.getBoundingClientRect();
            const next = separator.nextElementSibling?.getBoundingClientRect();
            return box.width > 0 && (!next || next.top > box.bottom - 2);
          }).length,
      );
      expect(dangling).toBe(0);
      await close();
    });
  }
});
