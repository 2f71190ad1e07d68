import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillStep1, fillStep2, STEP1 } from "#tests/application-wizard.ts";
import { openPage } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { TEST_WEBHOOK_SECRET } from "#tests/env.ts";
import { uniqueTag } from "#tests/form-page.ts";
import { createPgSchema } from "#tests/postgres-schema.ts";
import { startSmtpServer, startWebhookServer } from "#tests/receivers.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { createStaffAccount, staffClient } from "#tests/staff.ts";

/*
 * Issue 26, item 1: with JavaScript off no captcha can be solved, so a contact message or an application
 * is held until its sender confirms from an e-mail. Only then is it a lead: in the staff app and at the
 * webhook receiver, once each, on both databases.
 */
const browser = sharedBrowser();

async function waitFor<Value>(what: string, find: () => Value | undefined | Promise<Value | undefined>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDialects)("a visitor without JavaScript confirms by e-mail (%s)", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let server: RunningServer;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let staff: Awaited<ReturnType<typeof staffClient>>;

  beforeAll(async () => {
    webhook = await startWebhookServer({ secret: TEST_WEBHOOK_SECRET });
    smtp = await startSmtpServer();
    cleanups.push(webhook.close, smtp.close);
    const dataDir = mkdtempSync(path.join(tmpdir(), "noema-nojs-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      LEAD_NOTIFY_EMAIL: "deals@noema.example",
      SMTP_URL: smtp.url,
    };
    if (dialect === "postgres") {
      const schema = await createPgSchema("nojs");
      cleanups.push(schema.dispose);
      env.DATABASE_URL = schema.databaseUrl;
    }
    server = await startServer(env);
    cleanups.push(server.stop);
    staff = await staffClient(server.url, createStaffAccount(dataDir, "admin", "Nora Admin", env.DATABASE_URL));
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The confirmation mail to `email`: its link, once it has arrived. */
  async function confirmationLink(email: string) {
    const mail = await waitFor(`the confirmation mail to ${email}`, () =>
      smtp.mails.find((candidate) => candidate.to.includes(email)),
    );
    const link = /https?:\/\/\S+\/confirm-submission\?token=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    return link ?? "";
  }

  /**
   * Opens the link (a GET changes nothing), presses the button; the link again says "already sent", and a
   * second press (a page left open in another tab) sends nothing more.
   */
  async function confirmFromMail(page: Page, link: string) {
    await page.goto(link);
    expect(await page.textContent("h1")).toBe("Confirm and send");
    const otherTab = await page.context().newPage();
    await otherTab.goto(link);
    await page.getByRole("button", { name: "Confirm and send" }).click();
    await page.waitForLoadState();
    expect(await page.textContent("h1")).toBe("Sent — thank you");
    await page.goto(link);
    expect(await page.textContent("h1")).toBe("Already sent");
    await otherTab.getByRole("button", { name: "Confirm and send" }).click();
    await otherTab.waitForLoadState();
    expect(await otherTab.textContent("h1")).toBe("Already sent");
    await otherTab.close();
  }

  async function expectOneLead(list: "messages" | "applications", email: string, form: string) {
    const calls = await waitFor(`the ${form} webhook for ${email}`, () => {
      const found = webhook.calls.filter(
        (call) => JSON.stringify(call.body).includes(email) && (call.body as { form?: string }).form === form,
      );
      return found.length > 0 ? found : undefined;
    });
    const page = await (await staff.get(`/inbox/${list}?q=${encodeURIComponent(email)}`)).text();
    const leadId = (calls[0]?.body as { leadId: string }).leadId;
    // The search for the address lists exactly this lead: one row, one lead.
    const listed = [...page.matchAll(/<tr\b[^>]*>[\s\S]*?<\/tr>/g)].filter((row) => row[0].includes(`/inbox/${list}/`));
    expect(listed).toHaveLength(1);
    expect(listed[0]?.[0]).toContain(`/inbox/${list}/${leadId}`);
    // Give the worker a moment's chance to send a duplicate, then count every call again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = webhook.calls.filter((call) => JSON.stringify(call.body).includes(email));
    expect(all.map((call) => call.idempotencyKey)).toEqual([leadId]);
    expect(all.every((call) => call.signatureValid)).toBe(true);
  }

  it("sends the contact form, confirms from the mail, and the lead arrives once", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    const email = `${uniqueTag("nojs")}@example.com`;
    await page.goto(`${server.url}/contact`);
    expect(await page.textContent("#contact-form")).toMatch(/e-mail you a link/i);
    await page.fill("#contact-form-firstName", "Ada");
    await page.fill("#contact-form-lastName", "Lovelace");
    await page.fill("#contact-form-email", email);
    await page.selectOption("#contact-form-subject", "Founder Inquiry");
    await page.fill("#contact-form-message", "Sent without JavaScript.");
    await page.click("#contact-form button[type=submit]");
    await page.waitForLoadState();
    expect(await page.textContent("main")).toContain(`Check your e-mail`);
    expect(await page.textContent("main")).toContain(email);
    expect(webhook.calls.filter((call) => JSON.stringify(call.body).includes(email))).toEqual([]);

    await confirmFromMail(page, await confirmationLink(email));
    await expectOneLead("messages", email, "contact");
    expect(errors).toEqual([]);
    await close();
  });

  it("sends the application, confirms from the mail, and the lead arrives once", async () => {
    const { page, errors, close } = await openPage(browser(), { javaScriptEnabled: false });
    const email = `${uniqueTag("nojs")}@example.com`;
    await page.goto(`${server.url}/apply`);
    expect(await page.textContent(`#${STEP1}`)).toMatch(/e-mail you a link/i);
    await fillStep1(page, { email, businessName: uniqueTag("NoJs") });
    await page.click("button[value=continue]");
    await page.waitForLoadState();
    await fillStep2(page);
    await page.click("button[value=submit]");
    await page.waitForLoadState();
    expect(await page.textContent("main")).toContain(`Check your e-mail`);
    expect(await page.textContent("main")).toContain(email);

    await confirmFromMail(page, await confirmationLink(email));
    await expectOneLead("applications", email, "application");
    // The applicant's own receipt follows the confirmation, as after a captcha.
    await waitFor("the applicant's receipt", () =>
      smtp.mails.filter((mail) => mail.to.includes(email)).length >= 2 ? true : undefined,
    );
    expect(errors).toEqual([]);
    await close();
  });
});
