import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { waitForHydration, openPage } from "../../support/browser";
import { sharedBrowser } from "../../support/shared-browser";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

const archiveCount = (page: Page) => page.locator('section[aria-labelledby="all-heading"] article').count();
const loadMore = (page: Page) => page.getByRole("link", { name: "Load More Articles" });

describe("insights Load More", () => {
  it("with JavaScript reveals the next page in place, keeps the scroll position and focuses the first new article", async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${baseURL}/insights`, { waitUntil: "networkidle" });
    expect(await page.locator('section[aria-labelledby="featured-heading"] article').count()).toBe(2);
    expect(await archiveCount(page)).toBe(6);
    await waitForHydration(page, "[data-load-more]");
    await loadMore(page).scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    let documentRequests = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests += 1;
    });
    await loadMore(page).click();
    await page.waitForURL(`${baseURL}/insights?page=2`);
    await expect.poll(() => archiveCount(page), { timeout: 5000 }).toBe(9);
    expect(documentRequests, "no full page load").toBe(0);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(5);
    await expect(loadMore(page).count()).resolves.toBe(0);
    const focused = await page.evaluate(() => document.activeElement?.closest("li")?.dataset.firstNew);
    expect(focused).toBe("true");
    await expect(page.getByRole("status").textContent()).resolves.toContain("9 of 9");
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript is a ?page=2 link that loads the longer list", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/insights`);
    expect(await loadMore(page).getAttribute("href")).toBe("/insights?page=2");
    expect(await archiveCount(page)).toBe(6);
    await loadMore(page).click();
    await page.waitForURL(`${baseURL}/insights?page=2`);
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
    await page.goto(`${baseURL}/insights`, { waitUntil: "networkidle" });
    await waitForHydration(page, 'section[aria-labelledby="all-heading"] article a');
    const card = page.locator('section[aria-labelledby="all-heading"] article').first();
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.locator("a").click();
    await page.waitForURL(/\/insights\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 5000 }).toBe(title);
    expect(errors).toEqual([]);
    await close();
  });
});
