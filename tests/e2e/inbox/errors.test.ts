import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { joinWaitlist } from "#app/content/shared/links/data.ts";
import { navigation } from "#app/content/shared/navigation/data.ts";
import { openPage } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { expectNoViolations } from "#tests/founder.ts";
import { insertApplication, insertMessage } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 21, item 17: a refusal or a missing lead inside the staff app is shown in the staff layout, with
 * its real reason, a way back to the inbox and the right status, never the marketing site's error pages.
 */

/** What a staff error page must and must not carry. */
function expectStaffErrorPage(html: string, reason: string, back: string) {
  expect(html).toContain('aria-label="Staff"');
  expect(html).toContain(reason);
  expect(html).toMatch(new RegExp(`<a[^>]+href="${back}"[^>]*>[^<]*Back to`));
  expect(html).not.toContain(`aria-label="${navigation.mainNavLabel}"`);
  expect(html).not.toContain('id="site-footer"');
  expect(html).not.toContain(joinWaitlist.label);
  expect(html).not.toContain(navigation.serverError.title);
}

const ADMIN_ONLY = "Only admins can answer data requests, erase data, change retention or export CSV.";
const ERASED_APPLICATION = "This application was erased or does not exist";

describe.each(testDialects)("staff error pages on %s", (dialect) => {
  const target = staffTargetFor(dialect);
  let member: StaffClient;
  let admin: StaffClient;
  beforeAll(async () => {
    member = await staffClient(target().baseURL, await target().createAccount("member"));
    admin = await staffClient(target().baseURL, await target().createAccount("admin"));
  });

  it("a member opening an admin page gets 403 with the reason, in the staff layout", async () => {
    const response = await member.get("/inbox/privacy");
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expectStaffErrorPage(await response.text(), ADMIN_ONLY, "/inbox/applications");
  });

  // Issue 26, item 15: the export sent a member silently back to the list; now both show the 403 page.
  it("a member opening an admin file address by GET lands on the admin-only 403 page, never a bare refusal", async () => {
    for (const address of [
      "/inbox/privacy/access",
      "/inbox/applications/export?status=new",
      "/inbox/messages/export",
    ]) {
      const response = await member.get(address);
      expect(response.status, address).toBe(302);
      await response.arrayBuffer();
      const page = await member.get(response.headers.get("location") ?? "");
      expect(page.status, address).toBe(403);
      expect(page.headers.get("cache-control"), address).toBe("no-store");
      expectStaffErrorPage(await page.text(), ADMIN_ONLY, "/inbox/applications");
    }
    // An admin's GET still shows the list in that view: a GET never exports.
    const shown = await admin.get("/inbox/applications/export?status=new");
    expect(shown.headers.get("location")).toBe("/inbox/applications?status=new");
  });

  it("a missing or erased lead answers 404, saying so, with a way back to its list", async () => {
    const missing = await admin.get(`/inbox/applications/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expectStaffErrorPage(await missing.text(), ERASED_APPLICATION, "/inbox/applications");

    const message = await member.get(`/inbox/messages/${randomUUID()}`);
    expect(message.status).toBe(404);
    expectStaffErrorPage(await message.text(), "This message was erased or does not exist", "/inbox/messages");

    const email = `erased-${randomUUID().slice(0, 8)}@founder.example`;
    const lead = await target().read((db) => insertApplication(db, { applicant_email: email }));
    expect((await admin.get(`/inbox/applications/${lead.id}`)).status).toBe(200);
    const erase = await admin.post("/inbox/privacy", { intent: "erase", email, confirm: email });
    expect(erase.status).toBe(200);
    const erased = await admin.get(`/inbox/applications/${lead.id}`);
    expect(erased.status).toBe(404);
    expectStaffErrorPage(await erased.text(), ERASED_APPLICATION, "/inbox/applications");
  });

  it("an unknown list answers 404 in the staff layout too", async () => {
    const response = await member.get("/inbox/deals");
    expect(response.status).toBe(404);
    expectStaffErrorPage(await response.text(), "There is no such page in the inbox", "/inbox/applications");
  });
});

describe("staff error pages in the browser", () => {
  const target = staffTargetFor("sqlite");
  const browser = sharedBrowser();

  async function signIn(page: Page, role: "admin" | "member") {
    const account = await target().createAccount(role);
    await target().signIn(page, account);
  }

  it("shows the 403 and 404 pages accessibly, at phone and desktop widths", async () => {
    const { page, errors, close } = await openPage(browser());
    await signIn(page, "member");
    expect((await page.goto(`${target().baseURL}/inbox/privacy`))?.status()).toBe(403);
    await page.getByRole("heading", { level: 1, name: "Only admins can open this page" }).waitFor();
    await page.getByText(ADMIN_ONLY).waitFor();
    expect(await page.title()).toContain("Only admins can open this page");
    await expectNoViolations(page, "403");

    expect((await page.goto(`${target().baseURL}/inbox/applications/${randomUUID()}`))?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: ERASED_APPLICATION }).waitFor();
    await expectNoViolations(page, "404");
    await page.getByRole("link", { name: "Back to the applications" }).click();
    await page.waitForURL(`${target().baseURL}/inbox/applications`);
    expect(errors.filter((error) => !/status of 40[34]/.test(error))).toEqual([]);
    await close();
  });

  it("a lead erased after the list was loaded shows the staff 404 on a client-side navigation", async () => {
    const { page, errors, close } = await openPage(browser());
    await signIn(page, "member");
    const tag = randomUUID().slice(0, 8);
    // Received now: the newest, so on the list's first page.
    const lead = await target().read((db) =>
      insertMessage(db, { first_name: "Gone", last_name: tag, created_at: new Date().toISOString() }),
    );
    await page.goto(`${target().baseURL}/inbox/messages`);
    const link = page.getByRole("link", { name: `Gone ${tag}` });
    await link.waitFor();
    await target().read((db) => db.deleteFrom("contact_messages").where("id", "=", lead.id).execute());
    await link.click();
    await page.getByRole("heading", { level: 1, name: "This message was erased or does not exist" }).waitFor();
    await page.getByRole("navigation", { name: "Staff" }).waitFor();
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await close();
  });
});
