import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, tabUntilFocused, VIEWPORTS } from "#tests/browser.ts";
import { fillStep1, STEP2 } from "#tests/application-wizard.ts";
import { formTestbed } from "#tests/form-page.ts";

const { baseURL, browser } = formTestbed();
const BOX = "altcha-widget input[type=checkbox]";

interface CaptchaForm {
  name: string;
  /** Opens the page and leaves the form ready, focus on its first field. */
  open: (page: Page) => Promise<void>;
  form: string;
  send: string;
}

async function openAt(page: Page, path: string, field: string) {
  await page.goto(`${baseURL}${path}`, { waitUntil: "networkidle" });
  await page.focus(field);
}

const FORMS: CaptchaForm[] = [
  {
    name: "contact",
    open: (page) => openAt(page, "/contact", "#contact-form-firstName"),
    form: "#contact-form",
    send: "button[type=submit]",
  },
  {
    name: "application, step 2",
    open: async (page) => {
      await page.goto(`${baseURL}/apply`, { waitUntil: "networkidle" });
      await fillStep1(page);
      await page.press("button[value=continue]", "Enter");
      await page.getByRole("heading", { level: 1, name: "Business Details" }).waitFor();
      await page.focus(`#${STEP2}-businessDescription`);
    },
    form: `#${STEP2}`,
    send: "button[value=submit]",
  },
  {
    name: "newsletter box on /insights (a document)",
    open: (page) => openAt(page, "/insights", "#newsletter-form-email"),
    form: "#newsletter-form",
    send: "button[type=submit]",
  },
  {
    name: "newsletter page",
    open: (page) => openAt(page, "/newsletter", "#newsletter-form-email"),
    form: "#newsletter-form",
    send: "button[type=submit]",
  },
];

/** What a keyboard user can see of the form: the widget's state, its box, and the Send button. */
function captchaState(page: Page, { form, send }: CaptchaForm) {
  return page.evaluate(
    ({ form, send, box }) => {
      const root = document.querySelector(form);
      const widget = root?.querySelector<HTMLElement & { getState?: () => string }>("altcha-widget");
      const button = root?.querySelector<HTMLButtonElement>(send);
      return {
        state: widget?.getState?.(),
        checked: root?.querySelector<HTMLInputElement>(box)?.checked,
        token: Boolean(root?.querySelector<HTMLInputElement>('input[name="altcha"]')?.value),
        sendEnabled: button ? !button.disabled && button.ariaDisabled !== "true" : undefined,
      };
    },
    { form, send, box: BOX },
  );
}

const SOLVED = { state: "verified", checked: true, token: true, sendEnabled: true };

describe("a solved captcha stays solved from the keyboard (issue 18)", () => {
  for (const target of FORMS) {
    it(`${target.name}: Space or a click on the verified box changes nothing, and Tab then reaches Send`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile });
      await target.open(page);
      // On a document the widget's code loads on the form's first focus.
      await page.waitForSelector(`${target.form} ${BOX}`);
      await tabUntilFocused(page, `${target.form} ${BOX}`);
      expect(await page.evaluate((box) => document.activeElement?.matches(box), BOX)).toBe(true);

      // Space asks for verification (or does nothing while the form's focus already started it).
      await page.keyboard.press("Space");
      await expect.poll(() => captchaState(page, target), { timeout: 30_000 }).toEqual(SOLVED);

      await page.keyboard.press("Space");
      await page.waitForTimeout(300);
      expect(await captchaState(page, target)).toEqual(SOLVED);
      // A pointer on the drawn box, then on its label, does nothing either.
      for (const part of [".altcha-checkbox", ".altcha-checkbox-wrap label"]) {
        await page.click(`${target.form} altcha-widget ${part}`);
        await page.waitForTimeout(300);
        expect(await captchaState(page, target), part).toEqual(SOLVED);
      }

      await page.focus(`${target.form} ${BOX}`);
      await page.keyboard.press("Tab");
      expect(await page.evaluate((sel) => document.activeElement?.matches(sel), `${target.form} ${target.send}`)).toBe(
        true,
      );
      expect(errors).toEqual([]);
      await close();
    });
  }
});
