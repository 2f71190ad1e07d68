import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { createFounderSession } from "#app/founder/server/sessions.server.ts";
import { mintFounderLink } from "#app/founder/server/links.server.ts";
import { holdSubmission } from "#app/public-forms/server/pending-submissions.server.ts";
import { enqueue, enqueueLeadDeliveries } from "#app/platform/outbox/outbox.server.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { isDerivedSearchTable } from "#app/platform/privacy/retention-rules.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { createRatesJobRow } from "#app/shared/money/rates-job.server.ts";
import { insertApplication, insertMessage, insertStaff, insertSubscriber } from "./leads.ts";
import { type DistinctPerson, insertPerson } from "./personal-data.ts";
import { SHARED_DATA_FILLERS } from "./every-table-shared-data.ts";
import { type Filler, PROPOSAL_FILLERS } from "./every-table-proposals.ts";

/*
 * Issue 21, item 6: one row (at least) in every table, each holding a person's data where the table
 * can, so a purge far ahead can be checked table by table. A table a migration adds has no filler
 * here, and the test that uses this fails until someone writes one, and its rule.
 */

/** Every table the migrations made, but Kysely's own and SQLite's search index (derived from the leads). */
export async function tablesInDatabase(handle: DatabaseHandle): Promise<string[]> {
  const names =
    handle.dialect === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(handle.db)).rows
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema()`.execute(handle.db)
        ).rows;
  return names
    .map((row) => row.name)
    .filter((name) => !/^(?:sqlite_|kysely_)/.test(name) && !isDerivedSearchTable(name))
    .sort();
}

export const PERSON_IP = "203.0.113.77";

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const FILLERS: Record<keyof Database, Filler> = {
  // The person's application, message and (unconfirmed) sign-up, a funded application, and a confirmed reader.
  applications: async ({ db }, person) => {
    const { application } = await insertPerson(db, person);
    const funded = await insertApplication(db, { applicant_email: person.email, status: "funded" });
    for (const lead of [application, funded]) {
      const fields = { name: `${person.firstName} ${person.lastName}`, email: person.email, story: person.story };
      await enqueueLeadDeliveries(db, { leadId: lead.id, form: "application", submittedAt: ago(0), fields });
      await enqueue(db, "applicant_confirmation", {
        leadId: lead.id,
        email: person.email,
        firstName: person.firstName,
        businessName: person.company,
      });
      await enqueue(db, "founder_status_update", {
        leadId: lead.id,
        email: person.email,
        firstName: person.firstName,
        businessName: person.company,
        status: "reviewing",
      });
    }
    // Given up on: the dead copies the issue found after a purge.
    await db.updateTable("outbox").set({ status: "dead", last_error: "HTTP 410" }).execute();
  },
  contact_messages: async ({ db }, person) => {
    const message = await insertMessage(db, { email: person.email, first_name: person.firstName });
    await enqueueLeadDeliveries(db, { leadId: message.id, form: "contact", submittedAt: ago(0), fields: {} });
  },
  newsletter_subscribers: async ({ db }, person) => {
    const left = await insertSubscriber(db, {
      email: `left-${person.email}`,
      status: "unsubscribed",
      unsubscribed_at: ago(1),
    });
    await enqueue(db, "newsletter_confirmation", { subscriberId: left.id, email: left.email });
    await insertSubscriber(db, { email: "still.reading@example.com", status: "confirmed", confirmed_at: ago(1) });
  },
  // A message sent without JavaScript (decision 076), held with its confirmation mail queued.
  pending_submissions: async ({ db }, person) => {
    const value = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      company: person.company,
      subject: "Founder Inquiry" as const,
      message: person.story,
    };
    await holdSubmission(db, { form: "contact", id: randomUUID(), value, email: value.email, now: new Date() });
  },
  lead_notes: async (handle, person, staff) => {
    const [lead] = await handle.db.selectFrom("applications").select("id").limit(1).execute();
    await handle.db
      .insertInto("lead_notes")
      .values({
        id: randomUUID(),
        lead_kind: "application",
        lead_id: lead?.id ?? "",
        staff_user_id: staff.id,
        body: `Called ${person.firstName}`,
        created_at: ago(0),
      })
      .execute();
  },
  deal_tasks: async ({ db }, person, staff) => {
    const [lead] = await db.selectFrom("applications").select("id").limit(1).execute();
    await db
      .insertInto("deal_tasks")
      .values({
        id: randomUUID(),
        application_id: lead?.id ?? "",
        title: `Call ${person.firstName} ${person.lastName}`,
        due_on: ago(0).slice(0, 10),
        assignee_id: staff.id,
        created_by: staff.id,
        created_at: ago(0),
        completed_at: null,
        completed_by: null,
      })
      .execute();
  },
  ...PROPOSAL_FILLERS,
  // Both sides of the person's deal conversation, with the notices the outbox sends about them.
  deal_messages: async ({ db }, person, staff) => {
    const [lead] = await db.selectFrom("applications").select("id").limit(1).execute();
    const leadId = lead?.id ?? "";
    for (const [author, body] of [
      ["staff", `Dear ${person.firstName}, can you send the cap table?`],
      ["founder", `Attached, ${person.story}`],
    ] as const) {
      await db
        .insertInto("deal_messages")
        .values({
          id: randomUUID(),
          application_id: leadId,
          author,
          staff_user_id: author === "staff" ? staff.id : null,
          body,
          created_at: ago(0),
          read_at: null,
          idempotency_key: randomUUID(),
        })
        .execute();
    }
    await enqueue(db, "deal_message_to_founder", {
      leadId,
      email: person.email,
      firstName: person.firstName,
      businessName: person.company,
    });
    await enqueue(db, "deal_message_to_staff", { leadId, businessName: person.company });
  },
  audit_log: async ({ db }, person, staff) => {
    const [lead] = await db.selectFrom("applications").select("id").limit(1).execute();
    await recordAudit(db, {
      staffUserId: null,
      ip: PERSON_IP,
      action: "contact_updated_by_founder",
      lead: { kind: "application", id: lead?.id ?? "" },
      before: { phone: person.phone },
      after: { phone: `${person.phone} 2`, name: person.lastName },
    });
    await recordAudit(db, { staffUserId: staff.id, ip: PERSON_IP, action: "sign_in" });
    await recordAudit(db, { staffUserId: null, action: "staff_create", target: staff.email });
  },
  // Due diligence (decision 060): a request about the person's application, a file named after them, its bytes.
  document_requests: async ({ db }, person) => {
    const [lead] = await db.selectFrom("applications").select("id").limit(1).execute();
    const at = ago(0);
    await db
      .insertInto("document_requests")
      .values({
        id: "00000000-0000-4000-9000-000000000001",
        application_id: lead?.id ?? "",
        item_key: null,
        title: "Cap table",
        status: "changes_needed",
        staff_comment: `Ask ${person.firstName} ${person.lastName} for the signed one`,
        requested_by: null,
        idempotency_key: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  },
  document_files: async ({ db }, person) => {
    const [lead] = await db.selectFrom("applications").select("id").limit(1).execute();
    await db
      .insertInto("document_files")
      .values({
        id: "00000000-0000-4000-9000-000000000002",
        request_id: "00000000-0000-4000-9000-000000000001",
        application_id: lead?.id ?? "",
        file_name: `${person.lastName} cap table.pdf`,
        content_type: "application/pdf",
        size_bytes: 10,
        status: "complete",
        created_at: ago(0),
      })
      .execute();
  },
  document_chunks: async ({ db }, person) => {
    await db
      .insertInto("document_chunks")
      .values({ file_id: "00000000-0000-4000-9000-000000000002", seq: 0, data: Buffer.from(person.story) })
      .execute();
  },
  outbox: async ({ db }, person) => {
    await enqueue(db, "founder_link", { email: person.email, purpose: "sign_in" });
  },
  idempotency_keys: async ({ db }) => {
    const [lead] = await db.selectFrom("contact_messages").select("id").limit(1).execute();
    await db
      .insertInto("idempotency_keys")
      .values({ form: "contact", key: randomUUID(), lead_id: lead?.id ?? "", created_at: ago(0), payload_hash: null })
      .execute();
  },
  captcha_solutions: async ({ db }) => {
    await db
      .insertInto("captcha_solutions")
      .values({ id: randomUUID(), expires_at: ago(-1), used_at: ago(0) })
      .execute();
  },
  founder_links: async ({ db }, person) => {
    await mintFounderLink(db, person.email, "sign_in");
  },
  founder_sessions: async ({ db }, person) => {
    await createFounderSession(db, person.email, false);
  },
  sessions: async ({ db }, _person, staff) => {
    const at = ago(0);
    await db
      .insertInto("sessions")
      .values({ id: randomUUID(), staff_user_id: staff.id, created_at: at, expires_at: ago(-0.3), last_seen_at: at })
      .execute();
  },
  sign_in_throttle: async ({ db }) => {
    await db
      .insertInto("sign_in_throttle")
      .values({ key: `ip:${PERSON_IP}`, failures: 3, last_failure_at: ago(0), locked_until: null })
      .execute();
  },
  staff_users: async ({ db }) => {
    await insertStaff(db, { name: "Second Staff" });
  },
  // Someone erased earlier: the ledger keeps keyed hashes of them.
  erasure_ledger: async (handle) => {
    const gone = await insertMessage(handle.db, { email: "erased.earlier@example.com" });
    await eraseByEmail(handle, gone.email, null);
  },
  settings: async ({ db }, _person, staff) => {
    await db
      .insertInto("settings")
      .values({ name: "retention", value: "{}", updated_at: ago(0), updated_by: staff.id })
      .execute();
  },
  app_secrets: async ({ db }) => {
    await db
      .insertInto("app_secrets")
      .values({ name: "TEST_KEY", value: "k".repeat(40), created_at: ago(0) })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .execute();
  },
  exchange_rates: async ({ db }) => {
    await db
      .insertInto("exchange_rates")
      .values({ rate_date: "2024-03-15", currency: "GBP", per_euro: 0.85503, loaded_at: ago(0) })
      .onConflict((conflict) => conflict.columns(["rate_date", "currency"]).doNothing())
      .execute();
  },
  scheduled_jobs: ({ db }) => createRatesJobRow(db, ago(-1)),
  ...SHARED_DATA_FILLERS,
};

/** Fills every table (FILLERS in order) and answers the staff member whose account it made. */
export async function fillEveryTable(handle: DatabaseHandle, person: DistinctPerson) {
  const staff = await insertStaff(handle.db, { name: "Sam Staff" });
  for (const fill of Object.values(FILLERS)) await fill(handle, person, staff);
  return staff;
}

/** Each table's rows as JSON text, for a search for what should not be left. */
export async function rowsAsText(db: Kysely<Database>, table: string): Promise<string> {
  const { rows } = await sql`select * from ${sql.table(table)}`.execute(db);
  return JSON.stringify(rows);
}
