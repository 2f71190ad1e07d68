import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createFounderSession } from "#app/founder/server/sessions.server.ts";
import { openPage } from "#tests/browser.ts";
import { testDialects } from "#tests/database.ts";
import { expectNoViolations, founderMailbox } from "#tests/founder.ts";
import { insertApplication } from "#tests/leads.ts";
import { startSmtpServer } from "#tests/receivers.ts";
import { sharedBrowser } from "#tests/shared-browser.ts";
import { staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 20 (decision 059): a partner writes to the founder from the lead page; the founder is e-mailed
 * a link (never the text), signs in by link, lands on the conversation, reads and answers; the firm
 * is e-mailed, and the partner sees the answer and the unread count. Nobody else gets in.
 */

const LEADS = "leads@noema.example";
/** What must never reach a mailbox. */
const QUESTION = "Could you share the cap table and your 11.5% covenant draft?";
const ANSWER = "Attached below: cap table v7, covenant at 11.5%.";

describe.each(testDialects)("the deal conversation on %s", (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    return () => smtp.close();
  });
  // The founder's notice waits the stage-mail window (issue 26, item 12): 3 s here.
  const target = staffTargetFor(dialect, {
    env: () => ({ SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: LEADS, FOUNDER_STAGE_MAIL_DELAY_MINUTES: "0.05" }),
  });
  const browser = sharedBrowser();
  const { linkIn, waitForMail } = founderMailbox(
    () => smtp,
    () => target().baseURL,
  );

  async function seed() {
    const tag = randomUUID().slice(0, 8);
    const email = `deal-${tag}@founder.example`;
    const company = `Deal Labs ${tag}`;
    const application = await target().read((db) =>
      insertApplication(db, { applicant_email: email, business_name: company, applicant_first_name: "Ada" }),
    );
    return { email, company, id: application.id };
  }

  async function staffSignIn(page: Page, account: { email: string; password: string }) {
    await target().signIn(page, account);
  }

  it(
    "carries a question and its answer, with link-only notices and the unread count",
    { timeout: 120_000 },
    async () => {
      const { baseURL } = target();
      const deal = await seed();
      const partner = await target().createAccount("member");
      const staff = await openPage(browser());
      await staffSignIn(staff.page, partner);
      await staff.page.goto(`${baseURL}/inbox/applications/${deal.id}`);
      const conversation = staff.page.locator("#conversation");
      await conversation.getByText("No messages yet.").waitFor();
      await conversation.getByLabel("Message to the founder").fill(QUESTION);
      await conversation.getByRole("button", { name: "Send to the founder" }).click();
      await conversation.getByRole("status").filter({ hasText: "Sent." }).waitFor();
      await conversation.getByText(QUESTION).waitFor();
      expect(await conversation.getByLabel("Message to the founder").inputValue()).toBe("");

      // The notice links to the conversation and says nothing of the message.
      const [notice] = await waitForMail(deal.email, 1, /account\/applications\//);
      expect(notice?.text).toContain(`/account/applications/${deal.id}#conversation`);
      expect(notice?.raw).not.toMatch(/11\.5|cap table|covenant/i);

      // Not signed in: the page asks for the address, and the mailed link brings the founder back.
      const founder = await openPage(browser());
      await founder.page.goto(`${baseURL}/account/applications/${deal.id}`);
      await founder.page.waitForURL(/\/account\/sign-in\?next=/);
      await founder.page.getByLabel("Work e-mail").fill(deal.email);
      await founder.page.getByRole("button", { name: "Send me a sign-in link" }).click();
      await founder.page.getByText("a sign-in link is on its way").waitFor();
      const [signIn] = await waitForMail(deal.email, 1, /account\/link/);
      await founder.page.goto(linkIn(signIn));
      await founder.page.getByRole("button", { name: "Sign in" }).click();
      await founder.page.waitForURL(`${baseURL}/account/applications/${deal.id}`);
      const thread = founder.page.locator("#conversation");
      await thread.getByText(QUESTION).waitFor();
      expect(await thread.locator("li", { hasText: QUESTION }).textContent()).toContain("New");
      await expectNoViolations(founder.page, "founder deal page");

      await thread.getByLabel("Your message").fill(ANSWER);
      await thread.getByRole("button", { name: "Send message" }).click();
      await thread.getByRole("status").filter({ hasText: "Sent." }).waitFor();
      await thread.getByText(ANSWER).waitFor();
      // Seen once: the question is no longer new.
      expect(await thread.locator("li", { hasText: QUESTION }).textContent()).not.toContain("New");
      await expectNoViolations(founder.page, "founder deal page after answering");

      const [toFirm] = await waitForMail(LEADS, 1, new RegExp(deal.id));
      expect(toFirm?.text).toContain(`/inbox/applications/${deal.id}#conversation`);
      expect(toFirm?.raw).not.toMatch(/11\.5|cap table|covenant/i);

      // The partner: the nav counts the unread conversation and leads to it; viewing it reads it.
      await staff.page.goto(`${baseURL}/inbox/applications`);
      const replies = staff.page.getByRole("link", { name: /^Replies/ });
      expect(await replies.textContent()).toMatch(/Replies\s*1/);
      await replies.click();
      await staff.page.waitForURL(/\/inbox\/applications\/[0-9a-f-]{36}#conversation/);
      await conversation.getByText(ANSWER).waitFor();
      // Read on this page, so counted off on this page's nav already, not one page later.
      expect(await staff.page.getByRole("link", { name: /^Replies/ }).count()).toBe(0);
      await staff.page.goto(`${baseURL}/inbox/applications`);
      expect(await staff.page.getByRole("link", { name: /^Replies/ }).count()).toBe(0);
      expect([...staff.errors, ...founder.errors]).toEqual([]);
      await staff.close();
      await founder.close();
    },
  );

  it("stores one message for a resubmitted form, and keeps another founder out (404)", async () => {
    const { baseURL } = target();
    const deal = await seed();
    const other = await seed();
    const partner = await staffClient(baseURL, await target().createAccount("member"));
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const sent = await partner.post(`/inbox/applications/${deal.id}/messages`, {
        body: QUESTION,
        idempotencyKey: key,
      });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe(`/inbox/applications/${deal.id}?sent=1#conversation`);
    }
    const stored = () =>
      target().read((db) =>
        db.selectFrom("deal_messages").select("body").where("application_id", "=", deal.id).execute(),
      );
    expect(await stored()).toEqual([{ body: QUESTION }]);
    const empty = await partner.post(`/inbox/applications/${deal.id}/messages`, { body: "  ", idempotencyKey: key });
    expect(empty.status).toBe(400);
    // Without JavaScript this is the page the partner sees: the reason, the form again, the text kept.
    const refused = await partner.post(`/inbox/applications/${deal.id}/messages`, {
      body: `Kept text ${"x".repeat(5000)}`,
      idempotencyKey: randomUUID(),
    });
    expect({ status: refused.status, location: refused.headers.get("location") }).toEqual({
      status: 400,
      location: null,
    });
    const html = await refused.text();
    expect(html).toMatch(/role="alert"[^>]*>Keep the message under 5,000 characters\.</);
    expect(html).toMatch(/<textarea[^>]*name="body"[^>]*>Kept text x/);

    // Another founder, signed in: neither the page nor a post reaches this deal.
    const setCookie = await target().read((db) => createFounderSession(db, other.email, false));
    const intruder = await staffClient(baseURL);
    intruder.cookie += `; ${setCookie.split(";")[0]}`;
    expect((await intruder.get(`/account/applications/${other.id}`)).status).toBe(200);
    const page = await intruder.get(`/account/applications/${deal.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(QUESTION);
    const post = await intruder.post(`/account/applications/${deal.id}`, {
      body: "Let me in",
      idempotencyKey: randomUUID(),
    });
    expect(post.status).toBe(404);
    expect(await stored()).toEqual([{ body: QUESTION }]);
  });

  it("answers a refused message without JavaScript on an accessible page of its own", async () => {
    const deal = await seed();
    const { page, errors, close } = await openPage(browser());
    await staffSignIn(page, await target().createAccount("member"));
    await page.goto(`${target().baseURL}/inbox/applications/${deal.id}`);
    await page.getByLabel("Message to the founder").fill("   ");
    // A plain document POST, as a browser without JavaScript sends it (the card's fetcher is bypassed).
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("#conversation form");
      if (form) HTMLFormElement.prototype.submit.call(form);
    });
    await page.waitForURL(/\/messages$/);
    await page.getByRole("alert").getByText("Write a message before sending it.").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Conversation with the founder");
    await expectNoViolations(page, "refused staff message");
    // The browser logs the page's own 400, which is the point; nothing else may fail.
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await close();
  });

  it("puts the conversation in the access export, and erasure removes it", async () => {
    const deal = await seed();
    const admin = await staffClient(target().baseURL, await target().createAccount("admin"));
    await admin.post(`/inbox/applications/${deal.id}/messages`, { body: QUESTION, idempotencyKey: randomUUID() });
    const exported = await admin.post("/inbox/privacy/access", { email: deal.email });
    expect(exported.status).toBe(200);
    const file = (await exported.json()) as { conversation: { body: string; author: string }[] };
    expect(file.conversation.map((row) => [row.author, row.body])).toEqual([["staff", QUESTION]]);

    const erased = await admin.post("/inbox/privacy", { intent: "erase", email: deal.email, confirm: deal.email });
    expect(erased.status).toBe(200);
    const left = await target().read((db) =>
      db.selectFrom("deal_messages").select("id").where("application_id", "=", deal.id).execute(),
    );
    expect(left).toEqual([]);
  });
});
