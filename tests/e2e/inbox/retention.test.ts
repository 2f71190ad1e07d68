import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations, openPage, VIEWPORTS } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Decision 056: an admin sets the retention periods in the staff app; the privacy policy states them
 * at once. Each dialect gets a server of its own, since this changes a site-wide setting.
 */

const periods = {
  contactMonths: "18",
  applicationMonths: "30",
  fundedApplicationMonths: "120",
  pendingSignupDays: "7",
  unsubscribedMonths: "12",
  securityHours: "24",
  deliveredOutboxDays: "7",
  undeliveredOutboxDays: "60",
  auditIpDays: "30",
  auditMonths: "36",
};
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date());

describe.each(testDialects)("retention set by an admin on %s", (dialect) => {
  const target = staffTargetFor(dialect, { ownServer: true });
  const browser = sharedBrowser();
  let admin: StaffClient;
  let member: StaffClient;
  let adminAccount: { email: string; password: string };

  beforeAll(async () => {
    const { baseURL, createAccount } = target();
    adminAccount = await createAccount("admin");
    admin = await staffClient(baseURL, adminAccount);
    member = await staffClient(baseURL, await createAccount("member"));
  });

  it("is refused to a member", async () => {
    const response = await member.post("/inbox/privacy", { intent: "retention", ...periods, contactMonths: "1" });
    expect(response.status).toBe(403);
  });

  it("refuses a period out of range with its message, keeping every value typed", async () => {
    const response = await admin.post("/inbox/privacy", { intent: "retention", ...periods, contactMonths: "0" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(textOf(html)).toContain("Contact messages: a whole number of months from 1 to 120.");
    expect(html).toMatch(/id="retention-contactMonths"[^>]*value="0"/);
    expect(html).toMatch(/id="retention-applicationMonths"[^>]*value="30"/);
    expect(html).toMatch(/id="retention-contactMonths"[^>]*aria-invalid="true"/);
    const policy = textOf(await (await fetch(`${target().baseURL}/privacy-policy`)).text());
    expect(policy).toContain("Contact messages: 24 months");
  });

  it("saves, and the privacy policy states the new periods and the date at once", async () => {
    const response = await admin.post("/inbox/privacy", { intent: "retention", ...periods });
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain("Retention saved.");
    const policy = textOf(await (await fetch(`${target().baseURL}/privacy-policy`)).text());
    expect(policy).toContain("Contact messages: 18 months after you sent them");
    expect(policy).toContain("Applications: 30 months after submission");
    expect(policy).toContain("7 days after they were delivered");
    expect(policy).toContain(`Last updated: ${today}`);
    const settings = await admin.get("/inbox/privacy");
    expect(await settings.text()).toMatch(/id="retention-contactMonths"[^>]*value="18"/);
    const audit = await target().read((db) =>
      db.selectFrom("audit_log").select("after_value").where("action", "=", "retention_change").execute(),
    );
    expect(audit.map((row) => JSON.parse(row.after_value ?? "{}"))).toEqual([
      { contactMonths: 18, applicationMonths: 30, deliveredOutboxDays: 7 },
    ]);
  });

  it.each(Object.entries(VIEWPORTS))("the form and its errors are accessible at %s width", async (_name, viewport) => {
    const { page, close } = await openPage(browser(), { viewport });
    const { baseURL } = target();
    await target().signIn(page, adminAccount);
    await page.goto(`${baseURL}/inbox/privacy`);
    const field = page.getByLabel(/^Contact messages/);
    await field.fill("500");
    // The browser's own range check would stop the post; the server's answer is what is tested here.
    await field.evaluate((input: HTMLInputElement) => input.removeAttribute("max"));
    await page.getByRole("button", { name: "Save retention" }).click();
    await page.getByText("Contact messages: a whole number of months from 1 to 120.").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await close();
  });
});
