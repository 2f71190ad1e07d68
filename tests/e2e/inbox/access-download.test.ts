import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { downloadText, openPage, waitForHydration } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 21, item 10: on Data requests, "Download everything (JSON)" answered the HTML page (200,
 * text/html), the preview vanished, and the audit log said `access_export` all the same. The button
 * must save a JSON file of what we hold, with JavaScript and without, and the audit row must mean a
 * file was produced.
 */

describe.each(testDialects)("the GDPR access download on %s", (dialect) => {
  const target = staffTargetFor(dialect);
  const browser = sharedBrowser();

  /** A person with an application, and a fresh admin whose audit rows are only this test's. */
  async function setUp() {
    const tag = randomUUID().slice(0, 8);
    const email = `access-${tag}@founder.example`;
    await target().read((db) =>
      insertApplication(db, {
        applicant_email: email,
        business_name: `Access Labs ${tag}`,
        applicant_first_name: "Ada",
      }),
    );
    const account = await target().createAccount("admin");
    const accessExports = () =>
      target().read(async (db) => {
        const rows = await db
          .selectFrom("audit_log")
          .innerJoin("staff_users", "staff_users.id", "audit_log.staff_user_id")
          .select("audit_log.id")
          .where("staff_users.email", "=", account.email)
          .where("audit_log.action", "=", "access_export")
          .execute();
        return rows.length;
      });
    return { email, company: `Access Labs ${tag}`, account, accessExports };
  }

  async function signIn(page: Page, account: { email: string; password: string }) {
    await target().signIn(page, account);
  }

  it.each([
    ["JavaScript on", true],
    ["JavaScript off", false],
  ])("downloads the person's data as a JSON file with %s", async (_name, javaScriptEnabled) => {
    const { email, company, account, accessExports } = await setUp();
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled });
    await signIn(page, account);
    await page.goto(`${target().baseURL}/inbox/privacy`);
    if (javaScriptEnabled) await waitForHydration(page, "#privacy-email");
    await page.getByLabel("Their e-mail address").fill(email);
    await page.getByRole("button", { name: "Show what we hold" }).click();
    const preview = page.getByRole("heading", { name: `What we hold about ${email}` });
    await preview.waitFor();
    expect(await accessExports()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download everything (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^noema-access-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await downloadText(download)) as {
      email: string;
      applications: { applicant_email: string; business_name: string }[];
    };
    expect(document.email).toBe(email);
    expect(document.applications).toEqual([
      expect.objectContaining({ applicant_email: email, business_name: company }),
    ]);
    expect(await preview.isVisible()).toBe(true);
    expect(await accessExports()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  describe("over HTTP", () => {
    let admin: StaffClient;
    let email: string;
    let accessExports: () => Promise<number>;
    beforeAll(async () => {
      const setup = await setUp();
      email = setup.email;
      accessExports = setup.accessExports;
      admin = await staffClient(target().baseURL, setup.account);
    });

    it("answers a JSON attachment that no cache keeps and no browser sniffs", async () => {
      const response = await admin.post("/inbox/privacy/access", { email });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="noema-access-[\d-]+\.json"$/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await response.json()) as unknown).toMatchObject({ email });
    });

    it("writes no audit row when it produces no file", async () => {
      const before = await accessExports();
      const badAddress = await admin.post("/inbox/privacy/access", { email: "not-an-address" });
      expect(badAddress.status).toBe(400);
      const crossSite = await fetch(`${target().baseURL}/inbox/privacy/access`, {
        method: "POST",
        headers: {
          cookie: admin.cookie,
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ csrf: admin.csrf, email }),
        redirect: "manual",
      });
      expect(crossSite.status).toBe(403);
      const noToken = await fetch(`${target().baseURL}/inbox/privacy/access`, {
        method: "POST",
        headers: {
          cookie: admin.cookie,
          origin: target().baseURL,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ email }),
        redirect: "manual",
      });
      expect(noToken.status).toBe(403);
      expect(await accessExports()).toBe(before);
    });
  });
});
