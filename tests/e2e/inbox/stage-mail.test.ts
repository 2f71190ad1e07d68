import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "#tests/database.ts";
import { insertApplication } from "#tests/leads.ts";
import { smtpServerForSuite } from "#tests/receivers.ts";
import { type StaffClient, staffClient } from "#tests/staff.ts";
import { staffTargetFor } from "#tests/staff-target.ts";

/*
 * Issue 21, item 14, over HTTP against a real SMTP server: a stage move's e-mail to the founder waits
 * FOUNDER_STAGE_MAIL_DELAY_MINUTES (6 s here), and cancelling it, moving back or choosing not to send
 * in that window means the founder gets nothing.
 */

const DELAY_MS = 6_000;

describe.each(testDialects)("the founder's stage e-mail on %s", (dialect) => {
  const smtp = smtpServerForSuite();
  const target = staffTargetFor(dialect, {
    env: () => ({ SMTP_URL: smtp().url, FOUNDER_STAGE_MAIL_DELAY_MINUTES: String(DELAY_MS / 60_000) }),
  });
  let staff: StaffClient;
  beforeAll(async () => {
    staff = await staffClient(target().baseURL, await target().createAccount("member"));
  });

  const mailsTo = (address: string) => smtp().mails.filter((mail) => mail.to.includes(address));
  async function newApplication() {
    const tag = randomUUID().slice(0, 8);
    const email = `founder-${tag}@stage-${tag}.example`;
    const row = await target().read((db) =>
      insertApplication(db, { applicant_email: email, business_name: `Co ${tag}` }),
    );
    return { id: row.id, email, company: row.business_name, url: `/inbox/applications/${row.id}` };
  }
  const move = (url: string, fields: Record<string, string>) => staff.post(url, { intent: "status", ...fields });
  const pendingIds = (leadId: string) =>
    target().read(async (db) =>
      (
        await db
          .selectFrom("outbox")
          .select("id")
          .where("kind", "=", "founder_status_update")
          .where("status", "=", "pending")
          .where("payload", "like", `%${leadId}%`)
          .execute()
      ).map((row) => row.id),
    );
  /**
   * Queues a mail to another founder after the one under test and waits for it: the outbox sends
   * in due order, so once it has arrived, an earlier mail that was going to go has gone.
   */
  async function waitForALaterMail() {
    const sentinel = await newApplication();
    expect((await move(sentinel.url, { status: "reviewing", founderMail: "reviewing" })).status).toBe(200);
    await expect.poll(() => mailsTo(sentinel.email).length, { timeout: DELAY_MS + 20_000 }).toBe(1);
  }

  it("sends the chosen e-mail only once the delay has passed, and the lead page says when it goes", async () => {
    const lead = await newApplication();
    const movedAt = Date.now();
    expect((await move(lead.url, { status: "reviewing", founderMail: "reviewing" })).status).toBe(200);
    const page = await (await staff.get(lead.url)).text();
    expect(page).toContain(`${lead.company}&#x27;s application is in Initial Review`);
    expect(page).toMatch(/goes at/i);
    expect(mailsTo(lead.email)).toEqual([]);
    await expect.poll(() => mailsTo(lead.email).length, { timeout: DELAY_MS + 20_000 }).toBe(1);
    expect(Date.now() - movedAt).toBeGreaterThanOrEqual(DELAY_MS - 1000);
    expect(mailsTo(lead.email)[0]?.header("subject")).toBe(`${lead.company}'s application is in Initial Review`);
  }, 60_000);

  it("cancelling the e-mail in the window means it is never sent", async () => {
    const lead = await newApplication();
    expect((await move(lead.url, { status: "reviewing", founderMail: "reviewing" })).status).toBe(200);
    const [deliveryId] = await pendingIds(lead.id);
    expect(deliveryId).toBeDefined();
    expect((await staff.post(lead.url, { intent: "cancelMail", deliveryId: deliveryId! })).status).toBe(200);
    await waitForALaterMail();
    expect(mailsTo(lead.email)).toEqual([]);
    const page = await (await staff.get(lead.url)).text();
    expect(page).not.toMatch(/goes at/i);
    expect(page).toContain("stopped the founder&#x27;s e-mail about Initial Review");
  }, 60_000);

  it("moving back in the window stops the e-mail, and the move back is in the history", async () => {
    const lead = await newApplication();
    expect((await move(lead.url, { status: "reviewing", founderMail: "reviewing" })).status).toBe(200);
    expect((await move(lead.url, { status: "new" })).status).toBe(200);
    expect(await pendingIds(lead.id)).toEqual([]);
    await waitForALaterMail();
    expect(mailsTo(lead.email)).toEqual([]);
    const page = await (await staff.get(lead.url)).text();
    expect(page).toContain("moved it back from Initial Review to New");
  }, 60_000);

  it("choosing not to send sends nothing, and a decline needs its confirmation", async () => {
    const lead = await newApplication();
    expect((await move(lead.url, { status: "reviewing" })).status).toBe(200);
    expect(await pendingIds(lead.id)).toEqual([]);
    const refused = await move(lead.url, { status: "declined", founderMail: "declined" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Tick “Yes, decline this application” to decline it.");
    const status = () =>
      target().read(async (db) =>
        db.selectFrom("applications").select("status").where("id", "=", lead.id).executeTakeFirstOrThrow(),
      );
    expect(await status()).toEqual({ status: "reviewing" });
    expect((await move(lead.url, { status: "declined", confirmDecline: "on" })).status).toBe(200);
    expect(await status()).toEqual({ status: "declined" });
    await waitForALaterMail();
    expect(mailsTo(lead.email)).toEqual([]);
  }, 60_000);
});
