import { beforeEach, describe, expect, it } from "vitest";
import { appDatabaseForTests } from "#tests/app-database.ts";
import { testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import type { OutboxRow } from "#app/platform/db/schema.ts";
import { founderExport } from "#app/founder/server/guard.server.ts";
import { performDelivery } from "#app/platform/outbox/delivery.server.ts";
import { accessExport } from "#app/platform/privacy/access.server.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { purgeExpired } from "#app/platform/privacy/retention.server.ts";
import {
  founderThread,
  founderUnread,
  postFounderMessage,
  postStaffMessage,
  staffThread,
  unreadConversations,
} from "./messages.server.ts";

/* Issue 20 (decision 059): the deal conversation between staff and the founder, on every database. */

const SECRET = "The term sheet says 11.5% over 36 months";

describe.each(testDialects)("the deal conversation on %s", (dialect) => {
  const database = appDatabaseForTests(dialect);
  const handle = () => database.handle;
  const db = () => database.handle.db;
  beforeEach(async () => {
    for (const table of ["deal_messages", "outbox", "audit_log", "applications", "staff_users"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  async function deliver(row: OutboxRow) {
    const sent: { to: string; subject: string; text: string }[] = [];
    const outcome = await performDelivery(row, {
      db: db(),
      sendMail: async (mail) => {
        sent.push({ to: mail.to, subject: mail.subject, text: mail.text });
        return { delivered: "smtp" as const };
      },
      fetchImpl: fetch,
      signal: new AbortController().signal,
    });
    return { outcome, sent };
  }

  const notices = (kind: string) =>
    db()
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", kind as never)
      .execute();

  it("stores a partner's message once per form key and mails the founder a link without the text", async () => {
    const staff = await insertStaff(db(), { name: "Paula Partner" });
    const application = await insertApplication(db(), {
      applicant_email: "Ada@Founder.example",
      applicant_first_name: "Ada",
      business_name: "Lumen Ltd",
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await postStaffMessage(handle(), application.id, SECRET, { id: staff.id }, "key-000001")).toBe("done");
    }
    const messages = await db().selectFrom("deal_messages").selectAll().execute();
    expect(messages).toHaveLength(1);
    const rows = await notices("deal_message_to_founder");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).not.toContain("11.5%");
    const history = await db().selectFrom("audit_log").select(["action", "after_value"]).execute();
    expect(history).toEqual([
      { action: "message_to_founder", after_value: JSON.stringify({ messageId: messages[0]?.id }) },
    ]);

    const { outcome, sent } = await deliver(rows[0] as OutboxRow);
    expect(outcome.status).toBe("delivered");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("Ada@Founder.example");
    expect(sent[0]?.text).toContain(`/account/applications/${application.id}#conversation`);
    expect(`${sent[0]?.subject} ${sent[0]?.text}`).not.toMatch(/11\.5|term sheet/);
  });

  it("queues one notice while one still waits, so quick messages make one e-mail", async () => {
    const staff = await insertStaff(db());
    const application = await insertApplication(db());
    await postStaffMessage(handle(), application.id, "First", { id: staff.id }, "key-000001");
    await postStaffMessage(handle(), application.id, "Second", { id: staff.id }, "key-000002");
    expect(await notices("deal_message_to_founder")).toHaveLength(1);
    await db().updateTable("outbox").set({ status: "delivered" }).execute();
    await postStaffMessage(handle(), application.id, "Third", { id: staff.id }, "key-000003");
    expect(await notices("deal_message_to_founder")).toHaveLength(2);
  });

  it("lets only the owning founder read and answer, and tells the assignee, else the lead address", async () => {
    const staff = await insertStaff(db(), { email: "paula@noema.example" });
    const mine = await insertApplication(db(), { applicant_email: "me@founder.example", business_name: "Mine Ltd" });
    const theirs = await insertApplication(db(), { applicant_email: "them@founder.example" });
    await postStaffMessage(handle(), mine.id, "Can you send the cap table?", { id: staff.id }, "key-000001");

    expect(await founderThread(handle(), "them@founder.example", mine.id)).toBeNull();
    expect(await postFounderMessage(handle(), "them@founder.example", mine.id, "Hi", "key-000002")).toBe("not-found");
    expect(await founderUnread(db(), "ME@founder.example")).toEqual({ [mine.id]: 1 });

    const first = await founderThread(handle(), "ME@founder.example", mine.id);
    expect(first?.map((message) => [message.author, message.unread])).toEqual([["staff", true]]);
    // Read now: the next visit shows nothing new.
    const second = await founderThread(handle(), "me@founder.example", mine.id);
    expect(second?.map((message) => message.unread)).toEqual([false]);
    expect(await founderUnread(db(), "me@founder.example")).toEqual({});

    expect(await postFounderMessage(handle(), "me@founder.example", mine.id, SECRET, "key-000003")).toBe("done");
    expect(await postFounderMessage(handle(), "me@founder.example", mine.id, SECRET, "key-000003")).toBe("done");
    const [unassigned] = await notices("deal_message_to_staff");
    expect((await deliver(unassigned as OutboxRow)).outcome).toEqual({ status: "skipped", note: "nobody to tell" });
    applyTestEnv({ LEAD_NOTIFY_EMAIL: "leads@noema.example" });
    const toLeads = await deliver(unassigned as OutboxRow);
    expect(toLeads.sent.map((mail) => mail.to)).toEqual(["leads@noema.example"]);
    expect(toLeads.sent[0]?.text).toContain(`/inbox/applications/${mine.id}#conversation`);
    expect(toLeads.sent[0]?.text).not.toContain("11.5");

    await db().updateTable("applications").set({ assignee_id: staff.id }).where("id", "=", mine.id).execute();
    const toAssignee = await deliver(unassigned as OutboxRow);
    expect(toAssignee.sent.map((mail) => mail.to)).toEqual(["paula@noema.example"]);
    expect(theirs.id).not.toBe(mine.id);
  });

  it("counts conversations with unread founder messages for the firm until a staff member views them", async () => {
    const first = await insertApplication(db(), { applicant_email: "one@founder.example" });
    const second = await insertApplication(db(), { applicant_email: "two@founder.example" });
    expect(await unreadConversations(db())).toEqual({ count: 0, next: null });
    await postFounderMessage(handle(), "one@founder.example", first.id, "Question one", "key-000001");
    await postFounderMessage(handle(), "one@founder.example", first.id, "Question two", "key-000002");
    await postFounderMessage(handle(), "two@founder.example", second.id, "Question three", "key-000003");
    expect(await unreadConversations(db())).toEqual({ count: 2, next: first.id });
    // The page that opens the first conversation counts it read already.
    expect(await unreadConversations(db(), first.id)).toEqual({ count: 1, next: second.id });

    const thread = await staffThread(handle(), first.id);
    expect(thread.map((message) => [message.body, message.unread])).toEqual([
      ["Question one", true],
      ["Question two", true],
    ]);
    expect(await unreadConversations(db())).toEqual({ count: 1, next: second.id });
    expect((await staffThread(handle(), first.id)).map((message) => message.unread)).toEqual([false, false]);
  });

  it("is in both access exports, goes with an erasure, and with its application's retention", async () => {
    const staff = await insertStaff(db());
    const application = await insertApplication(db(), { applicant_email: "gone@founder.example" });
    await postStaffMessage(handle(), application.id, "Please send the deck", { id: staff.id }, "key-000001");
    await postFounderMessage(handle(), "gone@founder.example", application.id, SECRET, "key-000002");

    const staffView = await accessExport(db(), "gone@founder.example");
    expect(staffView.conversation.map((row) => (row as { body: string }).body).sort()).toEqual(
      ["Please send the deck", SECRET].sort(),
    );
    const founderView = JSON.stringify(await founderExport("gone@founder.example"));
    expect(founderView).toContain(SECRET);
    expect(founderView).toContain("Please send the deck");
    expect(founderView).not.toContain(staff.id);

    await eraseByEmail(handle(), "gone@founder.example", null);
    expect(await db().selectFrom("deal_messages").selectAll().execute()).toEqual([]);
    expect(
      await db()
        .selectFrom("outbox")
        .select("kind")
        .where("kind", "in", ["deal_message_to_founder", "deal_message_to_staff"])
        .execute(),
    ).toEqual([]);

    const kept = await insertApplication(db(), { applicant_email: "old@founder.example" });
    await postFounderMessage(handle(), "old@founder.example", kept.id, "An old question", "key-000003");
    await db()
      .updateTable("applications")
      .set({ created_at: "2001-01-01T00:00:00.000Z" })
      .where("id", "=", kept.id)
      .execute();
    const purged = await purgeExpired(db());
    expect(purged).toMatchObject({ applications: 1, dealMessages: 1 });
    expect(await db().selectFrom("deal_messages").selectAll().execute()).toEqual([]);
  });
});
