// Content pages are static documents (decision 064): every control works the moment the HTML is
// parsed, with or without JavaScript, and no React runs.
import { describe, expect, inject, it } from "vitest";
import { openPage, VIEWPORTS } from "#tests/browser.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { FIRST_INTERACTIONS, clickAtDomContentLoaded } from "#tests/quality/first-interaction.ts";
import { isDocumentPage, publicPaths } from "#tests/routes.ts";

const baseURL = inject("baseURL");
const browser = sharedBrowser();

describe("static documents", () => {
  for (const interaction of FIRST_INTERACTIONS) {
    it(`work when ${interaction.label} on ${interaction.path} is clicked 0 ms after DOMContentLoaded`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS[interaction.viewport] });
      await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, body: "<p>map</p>" }));
      const works = await clickAtDomContentLoaded(
        page,
        baseURL + interaction.path,
        interaction.selector,
        interaction.check,
      );
      expect(works).toBe(true);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("raise no error at 375 px when a second navigation cuts short the view transition of the first", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
    await page.goto(`${baseURL}/`);
    for (const [first, second] of [
      ["/about", "/contact"],
      ["/faqs", "/venture-debt-calculator"],
    ]) {
      const arrived = page.waitForURL(`${baseURL}${second}`);
      await page.evaluate(
        ([first, second]) => {
          location.href = first ?? "/";
          window.setTimeout(() => (location.href = second ?? "/"), 30);
        },
        [first, second],
      );
      await arrived;
      await page.waitForLoadState("load");
    }
    expect(errors).toEqual([]);
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

  it("turn the header solid once scrolled, with JavaScript off as with it on", async () => {
    // The walk of issue 19 found the header's links over the page's text with scripts off.
    for (const javaScriptEnabled of [true, false]) {
      const { page, close } = await openPage(browser(), { javaScriptEnabled, viewport: VIEWPORTS.desktop });
      await page.goto(`${baseURL}/about`);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      const opacity = () =>
        page.evaluate(() => {
          const parts = /\(([^)]*)\)/.exec(getComputedStyle(document.querySelector("header")!).backgroundColor);
          return Number(parts?.[1]?.split(",")[3] ?? 1);
        });
      await expect.poll(opacity, { message: `JavaScript ${javaScriptEnabled ? "on" : "off"}` }).toBeGreaterThan(0.9);
      await close();
    }
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
