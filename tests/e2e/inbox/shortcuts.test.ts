import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import type { Page } from "playwright-core";
import { openPage } from "#tests/browser.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26, item 18: reaching "Next lead" took 53 Tabs. As in mail and CRM apps: j and k step to the
 * next and previous row (or lead), / goes to the search, ? lists the shortcuts; keys typed in a field
 * or with a modifier are left alone.
 */

const shortcuts = inboxCopy.shortcuts;

/** The shortcuts' button shows once the page has hydrated and its keys listen. */
const shortcutsReady = (page: Page) => page.getByRole("button", { name: shortcuts.open }).waitFor();

describe("keyboard shortcuts in the staff app", () => {
  const target = staffTargetFor("sqlite", { ownServer: true });
  const browser = sharedBrowser();
  const tag = randomUUID().slice(0, 8);
  let account: { email: string; password: string };
  const company = (index: number) => `Keys ${tag} ${index}`;

  beforeAll(async () => {
    account = await target().createAccount("member");
    await target().read(async (db) => {
      // Newest first in the list: index 0 is the top row.
      for (let index = 0; index < 4; index++)
        await insertApplication(db, {
          business_name: company(index),
          created_at: new Date(Date.UTC(2026, 5, 10 - index)).toISOString(),
        });
    });
  });

  it("steps through rows with j and k, opens one with Enter and walks the leads with j and k", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await target().signIn(page, account);
      await shortcutsReady(page);
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
      const announced = () => page.locator("[data-shortcut-status]").textContent();
      await page.keyboard.press("j");
      expect(await focusedText()).toBe(company(0));
      await page.keyboard.press("j");
      await page.keyboard.press("j");
      expect(await focusedText()).toBe(company(2));
      await expect.poll(announced, { timeout: 10_000 }).toContain(company(2));
      await page.keyboard.press("k");
      expect(await focusedText()).toBe(company(1));
      // A modifier leaves the key to the browser.
      await page.keyboard.press("Control+j");
      expect(await focusedText()).toBe(company(1));
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: company(1) }).waitFor();
      await page.keyboard.press("j");
      await page.getByRole("heading", { level: 1, name: company(2) }).waitFor();
      await page.keyboard.press("k");
      await page.getByRole("heading", { level: 1, name: company(1) }).waitFor();
      await page.keyboard.press("k");
      await page.getByRole("heading", { level: 1, name: company(0) }).waitFor();
      // The first lead has none before it: k stays.
      await page.keyboard.press("k");
      await page.keyboard.press("j");
      await page.getByRole("heading", { level: 1, name: company(1) }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("goes to the search with /, leaves letters typed there alone, and lists the shortcuts with ?", async () => {
    const { page, errors, close } = await openPage(browser());
    try {
      await target().signIn(page, account);
      await shortcutsReady(page);
      await page.keyboard.press("/");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("filter-q");
      await page.keyboard.type("jk?");
      expect(await page.locator("#filter-q").inputValue()).toBe("jk?");
      expect(await page.getByRole("dialog").count()).toBe(0);
      await page.locator("h1").click();
      await page.keyboard.press("?");
      const dialog = page.getByRole("dialog", { name: shortcuts.title });
      await dialog.waitFor();
      for (const item of Object.values(shortcuts.keys)) expect(await dialog.textContent()).toContain(item);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      // The button that says the shortcuts exist opens the same list, for those who don't know "?".
      await page.getByRole("button", { name: shortcuts.open }).click();
      await dialog.waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
  it("offers no shortcuts button on a touch phone, which has no keys to press", async () => {
    const phone = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
    const { page, errors, close } = await openPage(browser(), phone);
    try {
      await target().signIn(page, account);
      await page.getByRole("link", { name: company(0) }).waitFor();
      await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
      expect(await page.getByRole("button", { name: shortcuts.open }).isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
