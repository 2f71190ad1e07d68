import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { recordingWorker } from "#tests/outbox.ts";
import type { OutgoingMail } from "#app/platform/mail/mailer.server.ts";
import { completeUpload } from "./founder-documents.server.ts";
import { documentsToReview } from "./review-count.server.ts";

/*
 * Issue 26, item 12: after an upload the founder reads "The team has been told it is received", but
 * nobody was told. The assignee (or LEAD_NOTIFY_EMAIL) gets an e-mail, and the staff navigation
 * counts the documents waiting for review.
 */

describe.each(testDialects)("the team hears of an upload on %s", (dialect) => {
  let database: TestDatabase;
  const sent: OutgoingMail[] = [];
  const db = () => database.handle.db;
  const worker = () => recordingWorker(() => database.handle, sent);

  async function uploadTo(overrides: Parameters<typeof insertApplication>[1] = {}) {
    const lead = await insertApplication(db(), overrides);
    const requestId = randomUUID();
    const now = new Date().toISOString();
    await db()
      .insertInto("document_requests")
      .values({
        id: requestId,
        application_id: lead.id,
        item_key: null,
        title: "Cap table",
        status: "requested",
        staff_comment: null,
        requested_by: null,
        idempotency_key: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await completeUpload(database.handle, { applicationId: lead.id, requestId, usedBytes: 0 }, []);
    return lead;
  }

  beforeAll(async () => {
    applyTestEnv({ LEAD_NOTIFY_EMAIL: "deals@noema.example" });
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    sent.length = 0;
    for (const table of ["outbox", "document_requests", "applications"] as const)
      await db().deleteFrom(table).execute();
  });

  it("e-mails the assignee that the founder uploaded, with a link to the documents", async () => {
    const partner = await insertStaff(db(), { email: "ana@noema.example" });
    const lead = await uploadTo({ business_name: "Upload Ltd", assignee_id: partner.id });
    await worker().runOnce();
    expect(sent.map((mail) => mail.to)).toEqual(["ana@noema.example"]);
    expect(sent[0]?.subject).toContain("Upload Ltd");
    expect(sent[0]?.text).toContain(`/inbox/applications/${lead.id}#documents`);
  });

  it("e-mails the notify address when nobody is assigned", async () => {
    await uploadTo({ business_name: "Nobody Ltd" });
    await worker().runOnce();
    expect(sent.map((mail) => mail.to)).toEqual(["deals@noema.example"]);
  });

  it("counts documents waiting for review for the navigation, oldest first", async () => {
    expect(await documentsToReview(db())).toEqual({ count: 0, next: null });
    const first = await uploadTo();
    await uploadTo();
    expect(await documentsToReview(db())).toEqual({ count: 2, next: first.id });
  });
});
