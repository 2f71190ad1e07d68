import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { retention } from "#app/platform/privacy/retention-periods/data.ts";
import { insertApplication, insertMessage, insertStaff, insertSubscriber } from "#tests/leads.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { enqueue, enqueueLeadDeliveries } from "#app/platform/outbox/outbox.server.ts";
import { addNote, changeStatus } from "#app/staff/server/leads/changes.server.ts";
import { postStaffMessage } from "#app/deal/thread/messages.server.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { accessExport } from "./access.server.ts";
import { eraseByEmail } from "./erasure.server.ts";
import { countHoldings, findHoldings, HOLDING_TABLES } from "./holdings.server.ts";
import { purgeExpired } from "./retention.server.ts";

async function tableCounts(handle: DatabaseHandle) {
  const counts: Record<string, number> = {};
  for (const table of HOLDING_TABLES) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(testDialects)("data protection on %s", (dialect) => {
  let database: TestDatabase;
  let staffId: string;
  const person = "Ada.Person@Example.com";

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    for (const table of [...HOLDING_TABLES, "staff_users"] as const)
      await database.handle.db.deleteFrom(table).execute();
    staffId = (await insertStaff(database.handle.db, { role: "admin" })).id;
  });

  /** One person with an application, a message and a subscription, and a stranger with one message. */
  async function seedPersonAndStranger() {
    const { handle } = database;
    const { db } = handle;
    const application = await insertApplication(db, { applicant_email: person, business_name: "Person Ltd" });
    const message = await insertMessage(db, { email: "ada.person@example.com" });
    const subscriber = await insertSubscriber(db, { email: "ada.person@example.com" });
    const stranger = await insertMessage(db, { email: "someone.else@example.com" });
    for (const lead of [application, message, stranger]) {
      const form = lead === application ? "application" : "contact";
      await enqueueLeadDeliveries(db, { leadId: lead.id, form, submittedAt: lead.created_at!, fields: {} });
      await db
        .insertInto("idempotency_keys")
        .values({ form, key: `key-${lead.id}`, lead_id: lead.id, created_at: new Date().toISOString() })
        .execute();
    }
    await enqueue(db, "newsletter_confirmation", { subscriberId: subscriber.id, email: "ada.person@example.com" });
    const actor = { id: staffId };
    await changeStatus(handle, "applications", application.id, "reviewing", actor);
    await addNote(handle, "applications", application.id, "Called Ada.", actor);
    await addNote(handle, "messages", stranger.id, "Not Ada.", actor);
    await db
      .insertInto("deal_tasks")
      .values({
        id: crypto.randomUUID(),
        application_id: application.id,
        title: "Call Ada",
        due_on: "2026-01-05",
        assignee_id: staffId,
        created_by: staffId,
        created_at: new Date().toISOString(),
        completed_at: null,
        completed_by: null,
      })
      .execute();
    // The conversation on the application: the message, its history entry and the founder's notice.
    await postStaffMessage(handle, application.id, "Please send the deck, Ada.", actor, "deal-key-1");
    return { application, message, subscriber, stranger };
  }

  it("finds every row that holds the person, case-insensitively, and none of anyone else's", async () => {
    await seedPersonAndStranger();
    const counts = countHoldings(await findHoldings(database.handle.db, "  ada.person@EXAMPLE.com "));
    expect(counts).toEqual({
      applications: 1,
      contact_messages: 1,
      newsletter_subscribers: 1,
      pending_submissions: 0,
      lead_notes: 1,
      deal_tasks: 1,
      deal_messages: 1,
      audit_log: 3,
      // Two forwards per lead, the subscriber's confirmation, the founder's "in review" mail and message notice.
      outbox: 7,
      idempotency_keys: 2,
      founder_links: 0,
      founder_sessions: 0,
      total: 18,
    });
  });

  it("erases exactly those rows and leaves only a count in the audit log", async () => {
    const { stranger } = await seedPersonAndStranger();
    const before = await tableCounts(database.handle);
    const { removed } = await eraseByEmail(database.handle, person, staffId, "203.0.113.9");
    expect(removed).toBe(18);
    const after = await tableCounts(database.handle);
    expect(after).toEqual({
      applications: before.applications! - 1,
      contact_messages: before.contact_messages! - 1,
      newsletter_subscribers: before.newsletter_subscribers! - 1,
      pending_submissions: 0,
      lead_notes: before.lead_notes! - 1,
      deal_tasks: before.deal_tasks! - 1,
      deal_messages: before.deal_messages! - 1,
      audit_log: before.audit_log! - 3 + 1,
      // Seven deliveries go; a lead.erased notice comes for each lead the webhook had (application, message).
      outbox: before.outbox! - 7 + 2,
      idempotency_keys: before.idempotency_keys! - 2,
      founder_links: 0,
      founder_sessions: 0,
    });
    expect(countHoldings(await findHoldings(database.handle.db, person)).total).toBe(0);
    const erasure = await database.handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "erasure")
      .executeTakeFirstOrThrow();
    expect(erasure).toMatchObject({ staff_user_id: staffId, target: null, lead_id: null, before_value: null });
    expect(JSON.parse(erasure.after_value!)).toEqual({ rows: 18 });
    expect(JSON.stringify(erasure).toLowerCase()).not.toContain("ada.person");
    // The stranger's message, note and deliveries are untouched.
    const kept = await database.handle.db.selectFrom("contact_messages").select("id").execute();
    expect(kept).toEqual([{ id: stranger.id }]);
  });

  it("exports everything held about the person as one JSON document", async () => {
    const { application, message, subscriber } = await seedPersonAndStranger();
    const document = await accessExport(database.handle.db, person);
    expect(document.email).toBe("ada.person@example.com");
    expect(document.applications.map((row) => (row as { id: string }).id)).toEqual([application.id]);
    expect(document.contactMessages.map((row) => (row as { id: string }).id)).toEqual([message.id]);
    expect(document.newsletterSubscriptions.map((row) => (row as { id: string }).id)).toEqual([subscriber.id]);
    expect(document.internalNotes.map((row) => (row as { body: string }).body)).toEqual(["Called Ada."]);
    expect(document.tasks.map((row) => (row as { title: string }).title)).toEqual(["Call Ada"]);
    expect(document.conversation.map((row) => (row as { body: string }).body)).toEqual(["Please send the deck, Ada."]);
    expect(document.history.map((row) => row.action).sort()).toEqual(["message_to_founder", "note", "status"]);
    expect(document.deliveries).toHaveLength(7);
    expect(document.duplicateSubmissionKeys).toHaveLength(2);
    expect(JSON.stringify(document)).not.toContain("someone.else");
    expect(JSON.stringify(document)).not.toContain("search_rowid");
  });

  // Issue 26: "reviewing" and a staff id mean nothing to the person who asked; the words and names sit beside them.
  it("words each status and names each staff member beside the codes and ids", async () => {
    const { application, message, subscriber } = await seedPersonAndStranger();
    await database.handle.db
      .updateTable("applications")
      .set({ assignee_id: staffId })
      .where("id", "=", application.id)
      .execute();
    const document = await accessExport(database.handle.db, person);
    expect(document.applications[0]).toMatchObject({
      id: application.id,
      status: "reviewing",
      status_words: inboxCopy.statuses.reviewing,
      assignee_id: staffId,
      assignee_name: "Sam Staff",
    });
    expect(document.contactMessages[0]).toMatchObject({ id: message.id, status_words: inboxCopy.statuses.new });
    expect(document.newsletterSubscriptions[0]).toMatchObject({
      id: subscriber.id,
      status_words: inboxCopy.statuses[subscriber.status],
    });
    expect(document.internalNotes[0]).toMatchObject({ staff_user_id: staffId, staff_name: "Sam Staff" });
    expect(document.tasks[0]).toMatchObject({
      assignee_id: staffId,
      assignee_name: "Sam Staff",
      created_by: staffId,
      created_by_name: "Sam Staff",
    });
    expect(document.conversation[0]).toMatchObject({ staff_user_id: staffId, staff_name: "Sam Staff" });
    const move = document.history.find((entry) => entry.action === "status");
    expect(move).toMatchObject({ staff_user_id: staffId, staff_name: "Sam Staff" });
    expect(move?.action_words).toContain(
      inboxCopy.lead.historyActions.status
        .replace("{before}", inboxCopy.statuses.new)
        .replace("{after}", inboxCopy.statuses.reviewing),
    );
    for (const delivery of document.deliveries) {
      const kinds: Record<string, string> = inboxCopy.lead.deliveryKinds;
      expect(delivery.kind_words, delivery.kind).toBe(kinds[delivery.kind]);
      expect(delivery.status_words).toBe(inboxCopy.lead.deliveryStates[delivery.status]);
    }
  });

  it("purges by the retention periods, table by table", async () => {
    const { db } = database.handle;
    const now = new Date("2026-06-01T00:00:00.000Z");
    const monthsAgo = (months: number, days = 0) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() - months);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString();
    };
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const oldMessage = await insertMessage(db, { created_at: monthsAgo(retention.contactMonths, -1) });
    const recentMessage = await insertMessage(db, { created_at: monthsAgo(retention.contactMonths, 1) });
    const oldApplication = await insertApplication(db, { created_at: monthsAgo(retention.applicationMonths, -1) });
    const fundedApplication = await insertApplication(db, {
      created_at: monthsAgo(retention.applicationMonths, -1),
      status: "funded",
    });
    const recentApplication = await insertApplication(db, { created_at: monthsAgo(retention.applicationMonths, 1) });
    const leftLongAgo = await insertSubscriber(db, {
      status: "unsubscribed",
      unsubscribed_at: monthsAgo(retention.unsubscribedMonths, -1),
    });
    const leftRecently = await insertSubscriber(db, {
      status: "unsubscribed",
      unsubscribed_at: monthsAgo(retention.unsubscribedMonths, 1),
    });
    await addNote(database.handle, "messages", oldMessage.id, "old", { id: staffId });
    await addNote(database.handle, "messages", recentMessage.id, "recent", { id: staffId });
    await db
      .insertInto("idempotency_keys")
      .values([
        { form: "contact", key: "expired-key", lead_id: "x", created_at: hoursAgo(retention.securityHours + 0.1) },
        { form: "contact", key: "fresh-key-1", lead_id: "y", created_at: hoursAgo(retention.securityHours - 0.1) },
      ])
      .execute();
    await db
      .insertInto("captcha_solutions")
      .values([
        { id: "used-long-ago", expires_at: hoursAgo(-1), used_at: hoursAgo(retention.securityHours + 0.1) },
        { id: "used-just-now", expires_at: hoursAgo(-1), used_at: hoursAgo(0.1) },
      ])
      .execute();
    const delivered = (id: string, days: number, status: "delivered" | "pending" = "delivered") => ({
      id,
      kind: "lead_email" as const,
      payload: "{}",
      status,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      claim_token: null,
      last_error: null,
      delivered_at: status === "delivered" ? new Date(now.getTime() - days * 86_400_000).toISOString() : null,
      created_at: new Date(now.getTime() - days * 86_400_000).toISOString(),
    });
    await db
      .insertInto("outbox")
      .values([
        delivered("00000000-0000-4000-8000-000000000001", retention.deliveredOutboxDays + 1),
        delivered("00000000-0000-4000-8000-000000000002", retention.deliveredOutboxDays - 1),
        delivered("00000000-0000-4000-8000-000000000003", retention.deliveredOutboxDays + 1, "pending"),
      ])
      .execute();

    const purged = await purgeExpired(db, now);
    expect(purged).toMatchObject({
      contactMessages: 1,
      applications: 1,
      unsubscribed: 1,
      leadNotes: 1,
      idempotencyKeys: 1,
      captchaSolutions: 1,
      outbox: 1,
    });
    const ids = async (table: "contact_messages" | "applications" | "newsletter_subscribers") =>
      (await db.selectFrom(table).select("id").execute()).map((row) => row.id).sort();
    expect(await ids("contact_messages")).toEqual([recentMessage.id]);
    expect(await ids("applications")).toEqual([fundedApplication.id, recentApplication.id].sort());
    expect(await ids("newsletter_subscribers")).toEqual([leftRecently.id]);
    expect(oldApplication.id).not.toBe(recentApplication.id);
    expect(leftLongAgo.id).not.toBe(leftRecently.id);
    expect((await db.selectFrom("lead_notes").select("body").execute()).map((row) => row.body)).toEqual(["recent"]);
    expect((await db.selectFrom("idempotency_keys").select("key").execute()).map((row) => row.key)).toEqual([
      "fresh-key-1",
    ]);
    expect((await db.selectFrom("captcha_solutions").select("id").execute()).map((row) => row.id)).toEqual([
      "used-just-now",
    ]);
    const outbox = await db.selectFrom("outbox").select(["id", "kind", "payload"]).orderBy("id").execute();
    expect(outbox.filter((row) => row.kind !== "lead_erased").map((row) => row.id)).toEqual([
      "00000000-0000-4000-8000-000000000002",
      "00000000-0000-4000-8000-000000000003",
    ]);
    // The webhook receiver is told which leads the purge deleted, and why.
    const erased = outbox.filter((row) => row.kind === "lead_erased").map((row) => JSON.parse(row.payload));
    expect(erased.map(({ leadId, reason }) => ({ leadId, reason }))).toEqual(
      expect.arrayContaining([
        { leadId: oldMessage.id, reason: "retention" },
        { leadId: oldApplication.id, reason: "retention" },
      ]),
    );
    expect(erased).toHaveLength(2);
  });
});
