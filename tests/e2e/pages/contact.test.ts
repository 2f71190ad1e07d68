import { describe, expect, inject, it } from "vitest";
import { openPage, VIEWPORTS } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

describe("contact information", () => {
  it("shows the heading, sub-line, address, tel: and mailto: links and office hours", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/contact`);
    await expect(page.locator("main h1").textContent()).resolves.toBe("Contact Us");
    const main = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    for (const quote of [
      "We're always interested in connecting with founders, investors, and partners.",
      "Get in Touch",
      "Contact Information",
      "Wilmington, Delaware",
      "9:00 AM",
      "6:00 PM",
      // Issue 18: the hours name their time zone.
      "6:00 PM Eastern Time (New York)",
      "Closed",
    ]) {
      expect(main, quote).toContain(quote);
    }
    expect(main).toMatch(/Monday\s*[–-]\s*Friday/);
    expect(main).toMatch(/Saturday\s*(–|-|and)\s*Sunday/);
    const section = page.locator('section[aria-labelledby="contact-info-heading"]');
    expect(await section.locator('a[href^="tel:+"]').count()).toBe(1);
    expect(await section.locator('a[href^="mailto:"]').count()).toBe(1);
    await close();
  });

  it("loads the 400 px OpenStreetMap only after the visitor clicks 'Show map'", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL) && !request.url().startsWith("data:")) thirdParty.push(request.url());
    });
    await page.goto(`${baseURL}/contact`, { waitUntil: "networkidle" });
    expect(await page.locator("iframe").count()).toBe(0);
    expect(thirdParty).toEqual([]);
    const map = page.locator("[data-map-state]");
    expect(Math.round((await map.boundingBox())?.height ?? 0)).toBe(400);
    await expect(map.locator("address").textContent()).resolves.toContain("Wilmington");

    // The page's own script serves the button, hydrated or not.
    const requested = page.waitForRequest((request) =>
      request.url().startsWith("https://www.openstreetmap.org/export/embed.html"),
    );
    await page.getByRole("button", { name: "Show map" }).click();
    const iframe = page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]');
    await iframe.waitFor();
    await requested;
    expect(Math.round((await iframe.boundingBox())?.height ?? 0)).toBe(400);
    expect(await iframe.getAttribute("title")).toBeTruthy();
    // The embed's own sub-resources may fail offline; only our page's errors count.
    expect(errors.filter((error) => !/openstreetmap|Failed to load resource/i.test(error))).toEqual([]);
    await close();
  });
});
