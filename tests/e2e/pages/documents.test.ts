// Content pages are static documents (decision 064): every control works the moment the HTML is
// parsed, with or without JavaScript, and no React runs.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, VIEWPORTS } from "../../support/browser";
import { sharedBrowser } from "../../support/shared-browser";
import { isDocumentPage, publicPaths } from "../../support/routes";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

/**
 * Loads `path` and, in the page's own DOMContentLoaded listener (0 ms after it), clicks `selector`
 * and reports `check` right after, before anything else can run.
 */
async function clickAtDomContentLoaded(page: Page, path: string, selector: string, check: string) {
  await page.addInitScript(
    ({ selector, check }) => {
      document.addEventListener("DOMContentLoaded", () => {
        const target = document.querySelector<HTMLElement>(selector);
        target?.click();
        (window as unknown as { __result: unknown }).__result = target
          ? document.querySelector(check) !== null
          : "none";
      });
    },
    { selector, check },
  );
  await page.goto(baseURL + path, { waitUntil: "domcontentloaded" });
  return page.evaluate(() => (window as unknown as { __result: unknown }).__result);
}

describe("static documents", () => {
  it("open a team card's biography 0 ms after DOMContentLoaded", async () => {
    const { page, errors, close } = await openPage(browser());
    expect(await clickAtDomContentLoaded(page, "/about", "[data-member] button", "dialog:modal")).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("open the menu 0 ms after DOMContentLoaded at 375 px", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    expect(
      await clickAtDomContentLoaded(page, "/", 'header button[popovertarget="site-menu"]', "#site-menu:popover-open"),
    ).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("show the office map on consent 0 ms after DOMContentLoaded, before the form page hydrates", async () => {
    const { page, close } = await openPage(browser());
    await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, body: "<p>map</p>" }));
    expect(await clickAtDomContentLoaded(page, "/contact", "[data-map-show]", "[data-map-frame] iframe")).toBe(true);
    await close();
  });

  it("open the biography and the menu with JavaScript off", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    await page.goto(`${baseURL}/about`);
    await page.locator('section[aria-labelledby="team-heading"] [data-member] button').first().click();
    await expect(page.evaluate(() => document.querySelector("dialog:modal") !== null)).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(true);
    // Without script the map cannot be fetched on consent: only the address and the link show.
    await page.goto(`${baseURL}/contact`);
    await expect(page.locator("[data-map-show]").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("link", { name: /OpenStreetMap/ }).isVisible()).resolves.toBe(true);
    await close();
  });

  it("ask the browser to prerender likely next documents, never a form or an account page", async () => {
    const html = await (await fetch(`${baseURL}/about`)).text();
    const json = /<script type="speculationrules">([^<]*)<\/script>/.exec(html)?.[1];
    const rules = JSON.parse(json ?? "{}") as {
      prerender: { where: { or: { href_matches: string }[] }; eagerness: string }[];
    };
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0]?.eagerness).toBe("moderate");
    const patterns = rules.prerender[0]?.where.or.map((rule) => rule.href_matches) ?? [];
    expect(patterns).toContain("/about");
    expect(patterns).toContain("/insights/*");
    for (const pattern of patterns) expect(isDocumentPage(pattern.replace("*", "x")), pattern).toBe(true);
    for (const path of ["/apply", "/contact", "/account", "/inbox", "/venture-debt-calculator"]) {
      expect(patterns).not.toContain(path);
    }
  });

  it("run no React and fetch no script", async () => {
    const { page, close } = await openPage(browser());
    for (const path of publicPaths.filter(isDocumentPage)) {
      const scripts: string[] = [];
      const onRequest = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      };
      page.on("request", onRequest);
      await page.goto(baseURL + path, { waitUntil: "load" });
      page.off("request", onRequest);
      expect(scripts, path).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
    }
    await close();
  });
});
