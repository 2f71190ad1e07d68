import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { formatMoney } from "#app/staff/view/format.ts";
import { mintFounderLink } from "#app/founder/server/links.server.ts";
import { createFounderSession } from "#app/founder/server/sessions.server.ts";
import { openPage, VIEWPORTS, waitForHydration } from "#tests/browser.ts";
import { insertApplication } from "#tests/leads.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/* Issue 26, item 9: the founder's own view after withdrawing, in their time zone, with all they sent. */

const target = staffTargetFor("sqlite");
const browser = sharedBrowser();
const labels = formCopy.application.fields;

async function seed(overrides: Parameters<typeof insertApplication>[1] = {}) {
  const tag = randomUUID().slice(0, 8);
  const email = `view-${tag}@founder.example`;
  const company = `View Labs ${tag}`;
  const application = await target().read((db) =>
    insertApplication(db, { applicant_email: email, business_name: company, ...overrides }),
  );
  return { email, company, id: application.id };
}

/** A staff message and an open document request on the application. */
async function askFounder(applicationId: string, createdAt: string) {
  const requestId = randomUUID();
  await target().read(async (db) => {
    await db
      .insertInto("deal_messages")
      .values({
        id: randomUUID(),
        application_id: applicationId,
        author: "staff",
        staff_user_id: null,
        body: "Could you send the cap table?",
        created_at: createdAt,
        read_at: null,
        idempotency_key: randomUUID(),
      })
      .execute();
    await db
      .insertInto("document_requests")
      .values({
        id: requestId,
        application_id: applicationId,
        item_key: null,
        title: "Signed cap table",
        status: "requested",
        staff_comment: null,
        requested_by: null,
        idempotency_key: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  });
  return requestId;
}

/** The founder's session cookie, as signing in sets it. */
async function founderCookie(email: string) {
  const setCookie = await target().read((db) => createFounderSession(db, email, false));
  const [name = "", value = ""] = (setCookie.split(";")[0] ?? "").split("=");
  return { name, value };
}

async function signedInPage(
  email: string,
  javaScriptEnabled = true,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const tracked = await openPage(browser(), { javaScriptEnabled, viewport });
  const { name, value } = await founderCookie(email);
  await tracked.page.context().addCookies([{ name, value, url: target().baseURL }]);
  return tracked;
}

/** The "What you sent us" list as label → value. */
const sentDetails = (page: Page, company: string) =>
  page
    .locator("article")
    .filter({ hasText: company })
    .locator("details dl")
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    );

describe("the founder's view of a withdrawn application", () => {
  it("shows nothing waiting and no upload or message form, and the server refuses both with 409", async () => {
    const { baseURL } = target();
    const deal = await seed({ status: "withdrawn" });
    const requestId = await askFounder(deal.id, new Date().toISOString());
    const { page, errors, close } = await signedInPage(deal.email);
    await page.goto(`${baseURL}/account`);
    const standing = page.locator("article").filter({ hasText: deal.company });
    await standing.getByText("Withdrawn by you").waitFor();
    expect(await standing.textContent()).not.toContain("Signed cap table");
    expect(await standing.getByRole("link", { name: /message|question/i }).count()).toBe(0);

    await page.goto(`${baseURL}/account/applications/${deal.id}/documents`);
    await page.getByText("You withdrew this application").waitFor();
    expect(await page.locator("main").textContent()).not.toContain("Signed cap table");
    expect(await page.locator("input[type=file]").count()).toBe(0);
    await page.goto(`${baseURL}/account/applications/${deal.id}`);
    await page.getByText("Could you send the cap table?").waitFor();
    expect(await page.locator("textarea[name=body]").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();

    const client = await staffClient(baseURL);
    const { name, value } = await founderCookie(deal.email);
    client.cookie += `; ${name}=${value}`;
    const message = await client.post(`/account/applications/${deal.id}`, {
      body: "Still there?",
      idempotencyKey: randomUUID(),
    });
    expect(message.status).toBe(409);
    expect(await message.text()).toContain("withdrawn");
    const upload = new FormData();
    upload.set("csrf", client.csrf);
    upload.set("requestId", requestId);
    upload.set("files", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "cap-table.pdf");
    const uploaded = await fetch(`${baseURL}/account/applications/${deal.id}/documents`, {
      method: "POST",
      headers: { cookie: client.cookie, origin: baseURL },
      body: upload,
      redirect: "manual",
    });
    expect(uploaded.status).toBe(409);
    expect(await uploaded.text()).toContain("withdrawn");
    const stored = await target().read((db) =>
      Promise.all([
        db.selectFrom("deal_messages").select("id").where("application_id", "=", deal.id).execute(),
        db.selectFrom("document_files").select("id").where("application_id", "=", deal.id).execute(),
      ]),
    );
    expect(stored.map((rows) => rows.length)).toEqual([1, 0]);
  });
});

describe("what the founder sent", () => {
  it("lists every field of the application, amounts in its currency, under the application's labels", async () => {
    const deal = await seed({
      currency: "CHF",
      annual_revenue: 2_500_000,
      cash_balance: 900_000,
      estimated_runway: 18,
      debt_outstanding: 150_000,
      funding_date: "2024-03",
      founded_on: "2019-05",
      revenue_model: "B2B Subscription",
      business_description: "Engines that compute.",
      major_investors: "Babbage Ventures",
    });
    const { page, close } = await signedInPage(deal.email);
    await page.goto(`${target().baseURL}/account`);
    const details = await sentDetails(page, deal.company);
    expect(details).toMatchObject({
      [labels.businessName.label]: deal.company,
      [labels.currency.label]: "CHF",
      [labels.annualRevenue.label]: formatMoney(2_500_000, "CHF"),
      [labels.cashBalance.label]: formatMoney(900_000, "CHF"),
      [labels.estimatedRunway.label]: "18",
      [labels.debtOutstanding.label]: formatMoney(150_000, "CHF"),
      [labels.fundingDate.label]: "Mar 2024",
      [labels.foundedOn.label]: "May 2019",
      [labels.revenueModel.label]: "B2B Subscription",
      [labels.businessDescription.label]: "Engines that compute.",
      [labels.majorInvestors.label]: "Babbage Ventures",
    });
    await close();
  });
});

describe("withdrawing on a phone", () => {
  it("brings the confirmation into view and gives it the focus", async () => {
    const deal = await seed();
    const { page, errors, close } = await signedInPage(deal.email, true, VIEWPORTS.mobile);
    try {
      await page.goto(`${target().baseURL}/account`);
      await waitForHydration(page, `#withdraw-${deal.id}`);
      await page.getByLabel("I want to withdraw this application").check();
      await page.getByRole("button", { name: "Withdraw this application" }).click();
      const confirmation = page.getByRole("status").filter({ hasText: "The application is withdrawn" });
      await confirmation.waitFor({ timeout: 10_000 });
      const inView = () =>
        confirmation.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.top >= 0 && box.bottom <= window.innerHeight && element.closest("[tabindex]") === document.activeElement
          );
        });
      await expect.poll(inView, { timeout: 10_000 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("message times in the founder's own zone", () => {
  const sentAt = "2026-01-15T09:04:00.000Z";

  /** Signs in through the link's page (which sends the browser's zone), then opens the conversation once shown. */
  async function threadAfterLinkSignIn(page: Page, deal: { email: string; id: string }) {
    const { baseURL } = target();
    const token = await target().read((db) => mintFounderLink(db, deal.email, "sign_in"));
    await page.goto(`${baseURL}/account/link?token=${encodeURIComponent(token)}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${baseURL}/account`);
    await page.goto(`${baseURL}/account/applications/${deal.id}`);
    const thread = page.locator("#conversation");
    await thread.getByText("Could you send the cap table?").waitFor();
    return thread;
  }

  it("shows Berlin time to a founder whose browser is in Berlin, from the zone sent with the sign-in", async () => {
    const deal = await seed();
    await askFounder(deal.id, sentAt);
    const { page, errors, close } = await openPage(browser(), { timezoneId: "Europe/Berlin" });
    const thread = await threadAfterLinkSignIn(page, deal);
    expect(await thread.textContent()).toContain("15 Jan 2026, 10:04 CET");
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript, names the zone it shows", async () => {
    const deal = await seed();
    await askFounder(deal.id, sentAt);
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false, timezoneId: "Europe/Berlin" });
    const thread = await threadAfterLinkSignIn(page, deal);
    expect(await thread.textContent()).toMatch(/15 Jan 2026, 09:04 GMT/);
    await close();
  });
});
