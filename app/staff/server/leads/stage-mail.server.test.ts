import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import type { OutgoingMail } from "#app/platform/mail/mailer.server.ts";
import { readDatabaseTime } from "#app/platform/outbox/clock.server.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { recordingWorker, makeWaitingRowsDue } from "#tests/outbox.ts";
import { changeStatus } from "./changes.server.ts";
import { requestDocuments } from "#app/deal/documents/server/requests.server.ts";
import { cancelFounderMail, pendingFounderMails } from "./stage-mail.server.ts";

/* Issue 21, item 14: a stage move's e-mail to the founder waits, can be stopped, and backward moves exist. */

const MINUTE = 60_000;

describe.each(testDialects)("founder stage mails on %s", (dialect) => {
  let database: TestDatabase;
  let actor: { id: string };
  const sent: OutgoingMail[] = [];
  const worker = () => recordingWorker(() => database.handle, sent);
  const db = () => database.handle.db;
  const stageMails = (leadId: string) =>
    db()
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "founder_status_update")
      .where("payload", "like", `%${leadId}%`)
      .orderBy("created_at")
      .execute();
  const letTimePass = () => makeWaitingRowsDue(db());
  const auditOf = (leadId: string) =>
    db()
      .selectFrom("audit_log")
      .select(["action", "before_value", "after_value"])
      .where("lead_id", "=", leadId)
      .orderBy("created_at")
      .execute();

  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
    actor = { id: (await insertStaff(database.handle.db, { name: "Ana" })).id };
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    sent.length = 0;
    await db().deleteFrom("outbox").execute();
  });

  it("queues the chosen e-mail due after the delay; the worker leaves it until then", async () => {
    const lead = await insertApplication(db(), { business_name: "Delay Ltd" });
    const before = await readDatabaseTime(db());
    const outcome = await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, {
      founderMail: true,
      mailDelayMs: 10 * MINUTE,
    });
    expect(outcome).toBe("done");
    const [row] = await stageMails(lead.id);
    expect(row?.status).toBe("pending");
    expect(Date.parse(row!.next_attempt_at) - before.getTime()).toBeGreaterThanOrEqual(10 * MINUTE - 1000);
    expect(await worker().runOnce()).toBe(0);
    expect(sent).toEqual([]);

    await letTimePass();
    expect(await worker().runOnce()).toBe(1);
    expect(sent.map((mail) => mail.subject)).toEqual(["Delay Ltd's application is in Initial Review"]);
  });

  it("waits FOUNDER_STAGE_MAIL_DELAY_MINUTES when the caller names no delay", async () => {
    applyTestEnv({ FOUNDER_STAGE_MAIL_DELAY_MINUTES: "3" });
    try {
      const lead = await insertApplication(db());
      const before = await readDatabaseTime(db());
      await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, { founderMail: true });
      const [row] = await stageMails(lead.id);
      const wait = Date.parse(row!.next_attempt_at) - before.getTime();
      expect(wait).toBeGreaterThanOrEqual(3 * MINUTE - 1000);
      expect(wait).toBeLessThan(4 * MINUTE);
    } finally {
      applyTestEnv();
    }
  });

  it("queues nothing when the partner chooses not to send", async () => {
    const lead = await insertApplication(db());
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, { founderMail: false });
    await changeStatus(database.handle, "applications", lead.id, "declined", actor, { founderMail: false });
    expect(await stageMails(lead.id)).toEqual([]);
    expect((await auditOf(lead.id)).map((row) => JSON.parse(row.after_value ?? "{}"))).toEqual([
      { status: "reviewing", founderMail: "not_sent" },
      { status: "declined", founderMail: "not_sent" },
    ]);
  });

  it("moving back within the window stops the waiting e-mail; it is never sent", async () => {
    const lead = await insertApplication(db());
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, { founderMail: true });
    expect(await changeStatus(database.handle, "applications", lead.id, "new", actor)).toBe("done");
    const [row] = await stageMails(lead.id);
    expect(row?.status).toBe("skipped");
    expect(row?.last_error).toMatch(/moved/i);
    expect(await pendingFounderMails(db(), lead.id)).toEqual([]);
    await letTimePass();
    await worker().runOnce();
    expect(sent).toEqual([]);
    // Written in one transaction, possibly in the same millisecond: compared as a set.
    expect((await auditOf(lead.id)).map((row) => row.action).sort()).toEqual([
      "cancel_founder_mail",
      "status",
      "status",
    ]);
  });

  it("a later move replaces a waiting e-mail with its own", async () => {
    const lead = await insertApplication(db(), { business_name: "Hop Ltd" });
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, { founderMail: true });
    await changeStatus(database.handle, "applications", lead.id, "due_diligence", actor, { founderMail: true });
    expect((await stageMails(lead.id)).map((row) => row.status)).toEqual(["skipped", "pending"]);
    await letTimePass();
    await worker().runOnce();
    expect(sent.map((mail) => mail.subject)).toEqual(["Hop Ltd's application has moved to Due Diligence"]);
  });

  it("cancelling stops the e-mail and is audited; one already being sent cannot be cancelled", async () => {
    const lead = await insertApplication(db());
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, { founderMail: true });
    const [pending] = await pendingFounderMails(db(), lead.id);
    expect(pending?.subject).toContain("Initial Review");
    expect(await cancelFounderMail(database.handle, "applications", lead.id, pending!.id, actor)).toBe("done");
    expect(await cancelFounderMail(database.handle, "applications", lead.id, pending!.id, actor)).toBe("not-allowed");
    await letTimePass();
    await worker().runOnce();
    expect(sent).toEqual([]);
    const audit = await auditOf(lead.id);
    expect(audit.at(-1)).toMatchObject({ action: "cancel_founder_mail" });
    expect(JSON.parse(audit.at(-1)!.after_value!)).toEqual({ deliveryId: pending!.id, stage: "reviewing" });

    await changeStatus(database.handle, "applications", lead.id, "due_diligence", actor, { founderMail: true });
    const [leased] = await pendingFounderMails(db(), lead.id);
    await db()
      .updateTable("outbox")
      .set({ locked_until: new Date(Date.now() + MINUTE).toISOString(), claim_token: "a-worker" })
      .where("id", "=", leased!.id)
      .execute();
    expect(await cancelFounderMail(database.handle, "applications", lead.id, leased!.id, actor)).toBe("not-allowed");
    const other = await insertApplication(db());
    expect(await cancelFounderMail(database.handle, "applications", other.id, leased!.id, actor)).toBe("not-found");
  });

  it("lets the documents-request e-mail be stopped the same way, and a move leaves it waiting", async () => {
    const lead = await insertApplication(db(), { business_name: "Docs Ltd" });
    await requestDocuments(database.handle, lead.id, { itemKeys: ["cap-table"] }, actor, "docs-key-1");
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, { founderMail: true });
    const pending = await pendingFounderMails(db(), lead.id);
    expect(pending.map((mail) => mail.subject)).toEqual([
      "Documents requested for your application",
      "Docs Ltd's application is in Initial Review",
    ]);
    const documentsMail = pending[0]!;
    expect(documentsMail.text).toContain(`/account/applications/${lead.id}/documents`);
    expect(await cancelFounderMail(database.handle, "applications", lead.id, documentsMail.id, actor)).toBe("done");
    const audit = await auditOf(lead.id);
    expect(JSON.parse(audit.at(-1)!.after_value!)).toEqual({ deliveryId: documentsMail.id, mail: "documents" });
    await letTimePass();
    await worker().runOnce();
    expect(sent.map((mail) => mail.subject)).toEqual(["Docs Ltd's application is in Initial Review"]);
  });

  it("allows backward moves and records each in the audit trail", async () => {
    const lead = await insertApplication(db());
    const move = (to: string) => changeStatus(database.handle, "applications", lead.id, to, actor);
    for (const to of ["reviewing", "due_diligence", "funded", "due_diligence", "reviewing", "new"]) {
      expect(await move(to), to).toBe("done");
    }
    expect(await move("funded")).toBe("not-allowed");
    await move("declined");
    expect(await move("due_diligence")).toBe("done");
    const moves = (await auditOf(lead.id))
      .filter((row) => row.action === "status")
      .map((row) => `${JSON.parse(row.before_value!).status}>${JSON.parse(row.after_value!).status}`);
    expect(moves).toEqual([
      "new>reviewing",
      "reviewing>due_diligence",
      "due_diligence>funded",
      "funded>due_diligence",
      "due_diligence>reviewing",
      "reviewing>new",
      "new>declined",
      "declined>due_diligence",
    ]);
  });

  it("without a choice, a move sends what its transition defaults to: forward yes, decline and back no", async () => {
    const lead = await insertApplication(db());
    const move = (to: string) => changeStatus(database.handle, "applications", lead.id, to, actor);
    await move("reviewing");
    await move("due_diligence");
    await move("reviewing");
    await move("declined");
    const statuses = (await stageMails(lead.id)).map((row) => [JSON.parse(row.payload).status, row.status]);
    expect(statuses).toEqual([
      ["reviewing", "skipped"],
      ["due_diligence", "skipped"],
    ]);
  });

  it("skips at delivery an e-mail whose stage the application has left", async () => {
    const lead = await insertApplication(db());
    await changeStatus(database.handle, "applications", lead.id, "reviewing", actor, { founderMail: true });
    // The founder withdrew meanwhile (their own path, which queues no staff mail).
    await db().updateTable("applications").set({ status: "withdrawn" }).where("id", "=", lead.id).execute();
    await letTimePass();
    await worker().runOnce();
    expect(sent).toEqual([]);
    const [row] = await stageMails(lead.id);
    expect(row).toMatchObject({ status: "skipped" });
  });
});
