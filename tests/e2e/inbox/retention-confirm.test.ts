import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, openPage, VIEWPORTS } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 26, item 11: "Applications" lowered from 36 to 18 months saved at once, and the purge runs
 * within the hour. A lower period that removes records now shows how many and saves only once that
 * number is typed; with and without JavaScript.
 */

const defaults = {
  contactMonths: "24",
  applicationMonths: "36",
  fundedApplicationMonths: "120",
  pendingSignupDays: "30",
  unsubscribedMonths: "24",
  securityHours: "48",
  deliveredOutboxDays: "30",
  undeliveredOutboxDays: "90",
  auditIpDays: "90",
  auditMonths: "24",
};
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

describe.each(testDialects)("lowering retention asks first on %s", (dialect) => {
  const target = staffTargetFor(dialect, { ownServer: true });
  const browser = sharedBrowser();
  let admin: StaffClient;
  let account: { email: string; password: string };
  const applicationMonths = () =>
    target().read(async (db) => {
      const row = await db.selectFrom("settings").select("value").where("name", "=", "retention").executeTakeFirst();
      return row ? (JSON.parse(row.value) as { applicationMonths: number }).applicationMonths : 36;
    });

  beforeAll(async () => {
    const { baseURL, createAccount } = target();
    account = await createAccount("admin");
    admin = await staffClient(baseURL, account);
    // Two applications 20 and 30 months old: inside 36 months, past 18.
    await target().read(async (db) => {
      await insertApplication(db, { created_at: monthsAgo(20) });
      await insertApplication(db, { created_at: monthsAgo(30) });
    });
  });

  it("shows what a lower period removes and saves nothing yet", async () => {
    const response = await admin.post("/inbox/privacy", { intent: "retention", ...defaults, applicationMonths: "18" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain("Lowering these periods removes 2 records within the hour");
    expect(textOf(html)).toMatch(/Applications \(unless funded\)\D*2/);
    expect(html).toMatch(/id="retention-confirm"/);
    expect(html).toMatch(/id="retention-applicationMonths"[^>]*value="18"/);
    expect(await applicationMonths()).toBe(36);
  });

  it("refuses a wrong confirmation with 400, keeping the values typed", async () => {
    const response = await admin.post("/inbox/privacy", {
      intent: "retention",
      ...defaults,
      applicationMonths: "18",
      confirm: "20",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(textOf(html)).toContain("Type 2 to confirm");
    expect(html).toMatch(/id="retention-confirm"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/id="retention-applicationMonths"[^>]*value="18"/);
    expect(await applicationMonths()).toBe(36);
  });

  async function signIn(page: Page) {
    const { baseURL } = target();
    await target().signIn(page, account);
    await page.goto(`${baseURL}/inbox/privacy`);
  }

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("a partner previews, mistypes, then confirms %s", async (_how, javaScriptEnabled) => {
    const { page, close } = await openPage(browser(), { viewport: VIEWPORTS.mobile, javaScriptEnabled });
    page.setDefaultTimeout(10_000);
    await signIn(page);
    await page.getByLabel(/^Applications \(unless funded\)/).fill("18");
    await page.getByRole("button", { name: "Save retention" }).click();
    const confirm = page.getByLabel("Type 2 to confirm");
    await confirm.waitFor();
    // axe runs in the page's own scripts, which are off in the second run.
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await confirm.fill("3");
    await page.getByRole("button", { name: "Lower retention and remove 2 records" }).click();
    await page.getByText("The number typed is not 2").first().waitFor();
    expect(await page.getByLabel(/^Applications \(unless funded\)/).inputValue()).toBe("18");
    expect(await applicationMonths()).toBe(36);
    // Put back for the next run: a raise saves at once.
    await page.getByLabel("Type 2 to confirm").fill("2");
    await page.getByRole("button", { name: "Lower retention and remove 2 records" }).click();
    await page.getByText("Retention saved.").first().waitFor();
    expect(await applicationMonths()).toBe(18);
    await page.getByLabel(/^Applications \(unless funded\)/).fill("36");
    await page.getByRole("button", { name: "Save retention" }).click();
    // The raise saves at once, but on a busy machine not within expect.poll's default second.
    await expect.poll(applicationMonths, { timeout: 10_000 }).toBe(36);
    await close();
  });
});
