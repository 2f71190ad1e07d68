import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApplication, insertStaff, insertSubscriber } from "#tests/leads.ts";
import { enqueueLeadDeliveries } from "#app/platform/outbox/outbox.server.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { addNote, assignLead, changeStatus, retryLeadDelivery } from "./changes.server.ts";
import { getLead } from "./detail.server.ts";

describe.each(testDialects)("lead changes on %s", (dialect) => {
  let database: TestDatabase;
  let actor: { id: string };
  let partner: { id: string; name: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    actor = { id: (await insertStaff(database.handle.db, { name: "Ana" })).id };
    partner = await insertStaff(database.handle.db, { name: "Ben Partner" });
  });
  afterAll(() => database.dispose());

  const auditOf = (leadId: string) =>
    database.handle.db
      .selectFrom("audit_log")
      .select(["action", "before_value", "after_value", "staff_user_id"])
      .where("lead_id", "=", leadId)
      .orderBy("created_at")
      .execute();

  it("moves an application only along the firm's workflow, recording before and after", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db);
    expect(await changeStatus(handle, "applications", lead.id, "funded", actor)).toBe("not-allowed");
    expect(await changeStatus(handle, "applications", lead.id, "reviewing", actor)).toBe("done");
    expect(await changeStatus(handle, "applications", lead.id, "due_diligence", actor)).toBe("done");
    expect(await changeStatus(handle, "applications", lead.id, "declined", actor)).toBe("done");
    expect(await changeStatus(handle, "applications", lead.id, "funded", actor)).toBe("not-allowed");
    const moves = (await auditOf(lead.id)).filter((row) => row.action === "status");
    expect(moves).toEqual([
      {
        action: "status",
        before_value: '{"status":"new"}',
        after_value: '{"status":"reviewing","founderMail":"queued"}',
        staff_user_id: actor.id,
      },
      {
        action: "status",
        before_value: '{"status":"reviewing"}',
        after_value: '{"status":"due_diligence","founderMail":"queued"}',
        staff_user_id: actor.id,
      },
      {
        action: "status",
        before_value: '{"status":"due_diligence"}',
        after_value: '{"status":"declined","founderMail":"not_sent"}',
        staff_user_id: actor.id,
      },
    ]);
    expect(await changeStatus(handle, "messages", lead.id, "answered", actor)).toBe("not-found");
  });

  it("assigns, notes and shows both in the lead's history", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db);
    expect(await assignLead(handle, "applications", lead.id, partner.id, actor)).toBe("done");
    expect(await addNote(handle, "applications", lead.id, "Line one\nline two", actor)).toBe("done");
    expect(await assignLead(handle, "applications", lead.id, "00000000-0000-4000-8000-000000000000", actor)).toBe(
      "not-allowed",
    );
    const detail = await getLead(handle, "applications", lead.id);
    expect(detail?.assigneeId).toBe(partner.id);
    expect(detail?.notes.map((note) => note.body)).toEqual(["Line one\nline two"]);
    expect(detail?.history.map((entry) => entry.action).sort()).toEqual(["assign", "note"]);
    const assign = detail?.history.find((entry) => entry.action === "assign");
    expect(assign?.before).toEqual({ assigneeId: null, assignee: null });
    expect(assign?.after).toEqual({ assigneeId: partner.id, assignee: "Ben Partner" });
  });

  it("stores a note posted twice with one idempotency key once", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db);
    const key = "note-key-0123456789";
    expect(await addNote(handle, "applications", lead.id, "Call booked", actor, key)).toBe("done");
    expect(await addNote(handle, "applications", lead.id, "Call booked", actor, key)).toBe("done");
    expect(await addNote(handle, "applications", lead.id, "Call booked", actor, "another-key-0123")).toBe("done");
    const detail = await getLead(handle, "applications", lead.id);
    expect(detail?.notes.map((note) => note.body)).toEqual(["Call booked", "Call booked"]);
    expect((await auditOf(lead.id)).filter((row) => row.action === "note")).toHaveLength(2);
  });

  it("rolls the change back when its audit row cannot be written", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db);
    // An actor id that is no staff account breaks the audit row's foreign key.
    await expect(
      changeStatus(handle, "applications", lead.id, "reviewing", { id: "not-a-staff-id" }),
    ).rejects.toThrow();
    const row = await handle.db
      .selectFrom("applications")
      .select("status")
      .where("id", "=", lead.id)
      .executeTakeFirst();
    expect(row?.status).toBe("new");
  });

  it("requeues a failed forward of this lead, due now, and nobody else's", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db);
    const other = await insertApplication(handle.db);
    await enqueueLeadDeliveries(handle.db, { leadId: lead.id, form: "application", submittedAt: "x", fields: {} });
    await enqueueLeadDeliveries(handle.db, { leadId: other.id, form: "application", submittedAt: "x", fields: {} });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await handle.db
      .updateTable("outbox")
      .set({ attempts: 3, last_error: "HTTP 503", next_attempt_at: later })
      .execute();
    const detail = await getLead(handle, "applications", lead.id);
    const failing = detail!.deliveries[0]!;
    expect(failing.status).toBe("failing");
    const othersDelivery = (await getLead(handle, "applications", other.id))!.deliveries[0]!;
    expect(await retryLeadDelivery(handle, "applications", lead.id, othersDelivery.id, actor)).toBe("not-found");
    expect(await retryLeadDelivery(handle, "applications", lead.id, failing.id, actor)).toBe("done");
    const row = await handle.db.selectFrom("outbox").selectAll().where("id", "=", failing.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    await handle.db.updateTable("outbox").set({ status: "delivered" }).where("id", "=", failing.id).execute();
    expect(await retryLeadDelivery(handle, "applications", lead.id, failing.id, actor)).toBe("not-allowed");
  });

  it("shows a dead forward and requeues it with a fresh attempt budget; a skipped one is final", async () => {
    const { handle } = database;
    const lead = await insertApplication(handle.db);
    await enqueueLeadDeliveries(handle.db, { leadId: lead.id, form: "application", submittedAt: "x", fields: {} });
    const [dead, skipped] = await handle.db
      .selectFrom("outbox")
      .select("id")
      .where("payload", "like", `%${lead.id}%`)
      .execute();
    await handle.db
      .updateTable("outbox")
      .set({ status: "dead", attempts: 12, last_error: "HTTP 410" })
      .where("id", "=", dead!.id)
      .execute();
    await handle.db.updateTable("outbox").set({ status: "skipped" }).where("id", "=", skipped!.id).execute();
    const shown = (await getLead(handle, "applications", lead.id))!.deliveries;
    expect(shown.find((delivery) => delivery.id === dead!.id)).toMatchObject({ status: "dead", lastError: "HTTP 410" });
    expect(await retryLeadDelivery(handle, "applications", lead.id, skipped!.id, actor)).toBe("not-allowed");
    expect(await retryLeadDelivery(handle, "applications", lead.id, dead!.id, actor)).toBe("done");
    const row = await handle.db.selectFrom("outbox").selectAll().where("id", "=", dead!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("leaves a subscriber's status to the subscriber", async () => {
    const subscriber = await insertSubscriber(database.handle.db);
    const detail = await getLead(database.handle, "subscribers", subscriber.id);
    expect(detail?.status).toBe("pending");
    expect(detail?.replyHref).toBeNull();
  });
});
