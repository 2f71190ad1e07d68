// A keyboard visitor who types and presses Tab while the captcha's code or React is still loading (decision 071)
// goes field → captcha → Send, and keeps the focus when the widget renders and when React hydrates.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, VIEWPORTS, waitForHydration } from "../../support/browser";
import { formTestbed, waitForCaptcha } from "../../support/form-page";
import { holdAppScripts, holdCaptchaScripts } from "../../support/hold-scripts";

const { baseURL, browser } = formTestbed();

const PAGES = [
  { path: "/contact", form: "#contact-form", field: "#contact-form-message", text: "Hello there" },
  { path: "/newsletter", form: "#newsletter-form", field: "#newsletter-form-email", text: "reader@example.com" },
];

/** Where the focus is, as a keyboard user would say it. */
function focusIs(page: Page, form: string, field: string) {
  return page.evaluate(
    ({ form, field }) => {
      const active = document.activeElement;
      if (!active || active === document.body) return "body";
      if (active.matches(field)) return "field";
      if (active.closest(`${form} altcha-widget`)) return "captcha";
      if (active.matches(`${form} button[type=submit]`)) return "send";
      return `${active.tagName.toLowerCase()}#${active.id}`;
    },
    { form, field },
  );
}

/** When each held part arrives, relative to the keystrokes. */
const TIMINGS = [
  { name: "captcha and React held until after both Tabs", captcha: "late", react: "late" },
  { name: "captcha arrives between the Tabs, React after", captcha: "between", react: "late" },
  { name: "captcha at once, React between the Tabs", captcha: "now", react: "between" },
  { name: "captcha and React at once", captcha: "now", react: "now" },
] as const;

describe("Tab through the captcha while the page loads and hydrates", () => {
  for (const { path, form, field, text } of PAGES) {
    for (const timing of TIMINGS) {
      it(`${path}: ${timing.name}`, async () => {
        const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
        // The widget logs a failed proof of work (not as an error): two runs at once abort one of them.
        const failedRuns: string[] = [];
        page.on("console", (message) => {
          if (/verification failed/i.test(message.text())) failedRuns.push(message.text());
        });
        const react = await holdAppScripts(page);
        const captcha = await holdCaptchaScripts(page);
        const at = (moment: string) => {
          if (timing.captcha === moment) captcha.release();
          if (timing.react === moment) react.release();
        };
        await page.goto(baseURL + path, { waitUntil: "domcontentloaded" });
        await page.click(field);
        at("now");
        await page.keyboard.type(text);
        await page.keyboard.press("Tab");
        expect(await focusIs(page, form, field)).toBe("captcha");

        at("between");
        // The widget's box renders (and React may hydrate) while the visitor is on the captcha.
        await page.waitForTimeout(timing.captcha === "late" ? 100 : 600);
        expect(await focusIs(page, form, field)).toBe("captcha");
        await page.keyboard.press("Tab");
        expect(await focusIs(page, form, field)).toBe("send");

        at("late");
        await waitForHydration(page, form);
        await page.waitForSelector(`${form} altcha-widget input[type=checkbox]`);
        await page.waitForTimeout(300);
        expect(await focusIs(page, form, field)).toBe("send");
        await page.keyboard.press("Shift+Tab");
        expect(await focusIs(page, form, field)).toBe("captcha");
        await page.keyboard.press("Shift+Tab");
        expect(await focusIs(page, form, field)).toBe("field");
        expect(await page.inputValue(field)).toBe(text);
        // Handing the focus over must not start the proof of work before its workers are registered.
        await waitForCaptcha(page, form);
        expect(failedRuns).toEqual([]);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }
});
