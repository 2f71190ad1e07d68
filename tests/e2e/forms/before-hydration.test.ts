// Public form pages keep their server-rendered form until the visitor shows intent (decision 071): nothing of the
// app loads before, every control works at once, and nothing typed or sent before hydration is lost.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clickAtDomContentLoaded } from "../../../scripts/audit/first-interaction";
import { openPage, VIEWPORTS, waitForHydration } from "../../support/browser";
import { formTestbed } from "../../support/form-page";
import { holdAppScripts, isHydrated } from "../../support/hold-scripts";

const { baseURL, browser } = formTestbed();

/** Each form page and the field a visitor starts with. */
const FORM_PAGES = [{ path: "/venture-debt-calculator", first: "#calculator-round" }];

/** Same-origin scripts the page fetched (inline ones are not requests). */
function trackScripts(page: Page, origin: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(origin)) scripts.push(request.url());
  });
  return scripts;
}

describe("form pages before the visitor shows intent", () => {
  for (const { path, first } of FORM_PAGES) {
    it(`${path} fetches no script until a form is focused, then hydrates`, async () => {
      const { page, errors, close } = await openPage(browser());
      const scripts = trackScripts(page, baseURL);
      await page.goto(baseURL + path, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      // Scrolling and reading are not intent.
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(300);
      expect(scripts).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);

      await page.focus(first);
      await waitForHydration(page, first);
      expect(scripts.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await close();
    });

    it(`${path}: the field takes typing and the menu opens 0 ms after DOMContentLoaded`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
      await holdAppScripts(page);
      const opened = await clickAtDomContentLoaded(
        page,
        baseURL + path,
        'header button[popovertarget="site-menu"]',
        "#site-menu:popover-open",
      );
      expect(opened).toBe(true);
      await page.keyboard.press("Escape");
      await page.click(first);
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("12");
      expect(await page.inputValue(first)).toBe("12");
      expect(await isHydrated(page)).toBe(false);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
