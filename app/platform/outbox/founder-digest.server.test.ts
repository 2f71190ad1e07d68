import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { recordingWorker, makeWaitingRowsDue } from "#tests/outbox.ts";
import { postStaffMessage } from "#app/deal/thread/messages.server.ts";
import { requestDocuments } from "#app/deal/documents/server/requests.server.ts";
import { withdrawApplication } from "#app/founder/server/applications.server.ts";
import type { OutgoingMail } from "#app/platform/mail/mailer.server.ts";
import { changeStatus } from "#app/staff/server/leads/changes.server.ts";
import { cancelFounderMail, pendingFounderMails } from "#app/staff/server/leads/stage-mail.server.ts";

/*
 * Issue 26, item 12: one founder got four e-mails in 14 minutes (two message notices, documents,
 * stage). Notices to one founder inside the stage-mail window (decision 058) now go as one e-mail.
 */

const WINDOW_MINUTES = 10;

describe.each(testDialects)("a founder's notices in one window go as one e-mail on %s", (dialect) => {
  let database: TestDatabase;
  let actor: { id: string };
  const sent: OutgoingMail[] = [];
  const db = () => database.handle.db;
  const worker = () => recordingWorker(() => database.handle, sent);
  const letTimePass = () => makeWaitingRowsDue(db());
  const waitingOf = (leadId: string) =>
    db()
      .selectFrom("outbox")
      .select(["kind", "next_attempt_at"])
      .where("status", "=", "pending")
      .where("payload", "like", `%${leadId}%`)
      .execute();

  /** A message, a documents request and a stage move, one after the other, as in the report. */
  async function threeNotices(company: string) {
    const lead = await insertApplication(db(), { business_name: company, applicant_first_name: "Lena" });
    expect(await postStaffMessage(database.handle, lead.id, "Hello", actor, `m-${lead.id}`)).toBe("done");
    await requestDocuments(database.handle, lead.id, { itemKeys: ["cap-table"] }, actor, `d-${lead.id}`);
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, {
      founderMail: true,
      mailDelayMs: WINDOW_MINUTES * 60_000,
    });
    return lead;
  }

  beforeAll(async () => {
    applyTestEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: String(WINDOW_MINUTES) });
    database = await createTestDatabase(dialect);
    actor = { id: (await insertStaff(db(), { name: "Ana" })).id };
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    sent.length = 0;
    await db().deleteFrom("outbox").execute();
  });

  it("holds a message notice for the window, and later notices join its time", async () => {
    const lead = await threeNotices("Join Ltd");
    const waiting = await waitingOf(lead.id);
    expect(waiting.map((row) => row.kind).sort()).toEqual([
      "deal_message_to_founder",
      "founder_documents_requested",
      "founder_status_update",
    ]);
    expect(new Set(waiting.map((row) => row.next_attempt_at)).size).toBe(1);
    expect(await worker().runOnce()).toBe(0);
    expect(sent).toEqual([]);
  });

  it("sends the three notices as one e-mail that says each", async () => {
    const lead = await threeNotices("One Mail Ltd");
    await letTimePass();
    await worker().runOnce();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe(lead.applicant_email);
    expect(mail?.text).toContain("has written to you about One Mail Ltd's application");
    expect(mail?.text).toContain(`/account/applications/${lead.id}/documents`);
    expect(mail?.text).toContain("Initial Review");
    expect(await waitingOf(lead.id)).toEqual([]);
  });

  it("leaves out a notice a partner cancelled in the window, each cancel button stopping its own", async () => {
    const lead = await threeNotices("Cancel Ltd");
    const documents = (await pendingFounderMails(db(), lead.id)).find((mail) => mail.subject.includes("ocument"));
    expect(documents).toBeDefined();
    expect(await cancelFounderMail(database.handle, "applications", lead.id, documents!.id, actor)).toBe("done");
    await letTimePass();
    await worker().runOnce();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).not.toContain(`/account/applications/${lead.id}/documents`);
    expect(sent[0]?.text).toContain("Initial Review");
  });

  it("sends a withdrawn founder nothing", async () => {
    const lead = await threeNotices("Withdrawn Ltd");
    expect(await withdrawApplication(database.handle, lead.applicant_email, lead.id)).toBe("done");
    await letTimePass();
    await worker().runOnce();
    expect(sent).toEqual([]);
    expect(await waitingOf(lead.id)).toEqual([]);
  });
});
