import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, SqliteAdapter, sql } from "kysely";
import { retention as defaultRetention } from "#app/platform/privacy/retention-periods/data.ts";
import type { Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { purgeOrphanDocuments } from "#app/deal/documents/server/privacy.server.ts";
import { sweepStaleUploads } from "#app/deal/documents/server/storage.server.ts";
import { purgeOrphanData } from "#app/underwriting/store/privacy.server.ts";
import { purgeOrphanProposals } from "#app/underwriting/proposal/privacy.server.ts";
import { enqueueLeadErased } from "#app/platform/outbox/outbox.server.ts";
import { type ExpiryRules, expiryRules } from "./retention-expiry.server.ts";

/*
 * The retention the privacy policy states, enforced (decisions 051 and 056, issue 21). Runs with
 * the outbox worker's maintenance (every ten minutes by default), with the periods in force
 * (./retention-settings.server.ts). Every table's rule is listed in ./retention-rules.server.ts.
 */

export interface PurgeCounts {
  contactMessages: number;
  applications: number;
  pendingSignups: number;
  /** Forms sent without JavaScript (decision 076), confirmed or not, past pendingSubmissionDays. */
  pendingSubmissions: number;
  unsubscribed: number;
  leadNotes: number;
  dealMessages: number;
  auditEntries: number;
  auditIpsCleared: number;
  idempotencyKeys: number;
  captchaSolutions: number;
  outbox: number;
  sessions: number;
  signInThrottle: number;
  founderLinks: number;
  founderSessions: number;
  /** Document requests and chunks of purged applications, and uploads never finished. */
  documents: number;
}

const count = (result: { numDeletedRows: bigint } | { numUpdatedRows: bigint }) =>
  Number("numDeletedRows" in result ? result.numDeletedRows : result.numUpdatedRows);

/**
 * Leads per transaction. Deleting a lead also deletes its words from the FTS5 index (secure-delete,
 * about 3 ms a row on SQLite): batches keep each stall short, and the event loop (and queued form
 * writes) get a turn between them, even when an admin shortens a period and thousands expire at once.
 */
const LEAD_BATCH = 20;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

type LeadTable = "contact_messages" | "applications" | "newsletter_subscribers";

/** Deletes `table`'s rows matching `expired`, a batch per transaction; each batch's ids go to `also`. */
async function deleteInBatches<Table extends LeadTable>(
  db: Kysely<Database>,
  table: Table,
  expired: (eb: ExpressionBuilder<Database, Table>) => Expression<SqlBool>,
  also: (trx: Kysely<Database>, ids: string[]) => Promise<void> = async () => undefined,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      // Typed against its own table at the call; the builder cannot follow a generic table name.
      const rows = await trx
        .selectFrom(table as LeadTable)
        .select("id")
        .where(expired as never)
        .limit(LEAD_BATCH)
        .execute();
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return 0;
      await trx
        .deleteFrom(table as LeadTable)
        .where("id", "in", ids)
        .execute();
      await also(trx, ids);
      return ids.length;
    });
    deleted += batch;
    if (batch < LEAD_BATCH) return deleted;
    await nextTurn();
  }
}

/** Leads past their period; the webhook receiver is told each forwarded one is gone (`lead.erased`). */
async function purgeLeads(db: Kysely<Database>, now: Date, retention: Retention) {
  const tell = (form: "contact" | "application") => (trx: Kysely<Database>, ids: string[]) =>
    enqueueLeadErased(
      trx,
      ids.map((leadId) => ({ leadId, form })),
      "retention",
      now,
    );
  const rules = expiryRules(now, retention);
  const contactMessages = await deleteInBatches(db, "contact_messages", rules.contactMessages.expired, tell("contact"));
  const applications = await deleteInBatches(
    db,
    "applications",
    (eb) => eb.or([rules.applications.expired(eb), rules.fundedApplications.expired(eb)]),
    tell("application"),
  );
  const pendingSignups = await deleteInBatches(db, "newsletter_subscribers", rules.pendingSignups.expired);
  const unsubscribed = await deleteInBatches(db, "newsletter_subscribers", rules.unsubscribed.expired);
  return { contactMessages, applications, pendingSignups, unsubscribed };
}

/** Notes, history and outbox copies of leads that no longer exist (after their rows were purged). */
async function purgeOrphans(db: Kysely<Database>) {
  const orphan = (kind: string, table: string) =>
    sql<boolean>`(lead_kind = ${kind} and not exists (select 1 from ${sql.table(table)} where ${sql.table(table)}.id = lead_id))`;
  const orphans = sql<boolean>`(${orphan("application", "applications")} or ${orphan("contact", "contact_messages")} or ${orphan("newsletter", "newsletter_subscribers")})`;
  const notes = await db.deleteFrom("lead_notes").where(orphans).executeTakeFirst();
  const tasks = await db
    .deleteFrom("deal_tasks")
    .where(sql<boolean>`not exists (select 1 from applications where applications.id = application_id)`)
    .executeTakeFirst();
  const messages = await db
    .deleteFrom("deal_messages")
    .where(sql<boolean>`not exists (select 1 from applications where applications.id = application_id)`)
    .executeTakeFirst();
  const audit = await db.deleteFrom("audit_log").where("lead_id", "is not", null).where(orphans).executeTakeFirst();
  // Outbox payloads name their lead in JSON; the copies of a purged lead carry its name and address.
  const leadId =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql<string>`json_extract(payload, '$.leadId')`
      : sql<string>`(payload::json ->> 'leadId')`;
  const leadCopies = await db
    .deleteFrom("outbox")
    .where("kind", "in", [
      "lead_webhook",
      "lead_email",
      "applicant_confirmation",
      "founder_status_update",
      "staff_assignment",
      "deal_message_to_founder",
      "deal_message_to_staff",
      "documents_uploaded_to_staff",
      "founder_documents_requested",
    ])
    .where(leadId, "is not", null)
    .where(sql<boolean>`not exists (select 1 from applications where applications.id = ${leadId})`)
    .where(sql<boolean>`not exists (select 1 from contact_messages where contact_messages.id = ${leadId})`)
    .executeTakeFirst();
  const heldConfirmations = await db
    .deleteFrom("outbox")
    .where("kind", "=", "submission_confirmation")
    .where(sql<boolean>`not exists (select 1 from pending_submissions where pending_submissions.id = ${pendingId(db)})`)
    .executeTakeFirst();
  const confirmations = await db
    .deleteFrom("outbox")
    .where("kind", "=", "newsletter_confirmation")
    .where("subscriber_id", "is not", null)
    .where(
      sql<boolean>`not exists (select 1 from newsletter_subscribers where newsletter_subscribers.id = subscriber_id)`,
    )
    .executeTakeFirst();
  // Documents and the data a founder shared for underwriting go with their application.
  const documents = (await purgeOrphanDocuments(db)) + (await sweepStaleUploads(db)) + (await purgeOrphanData(db));
  return {
    // Tasks and proposals are a deal's working papers, counted with its notes.
    leadNotes: count(notes) + count(tasks) + (await purgeOrphanProposals(db)),
    dealMessages: count(messages),
    auditEntries: count(audit),
    outbox: count(leadCopies) + count(confirmations) + count(heldConfirmations),
    documents,
  };
}

const pendingId = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<string>`json_extract(payload, '$.pendingId')`
    : sql<string>`(payload::json ->> 'pendingId')`;

/** Forms sent without JavaScript: every row goes at its expiry (created + pendingSubmissionDays), confirmed or not. */
async function purgePendingSubmissions(db: Kysely<Database>, now: Date) {
  const expired = await db
    .deleteFrom("pending_submissions")
    .where("expires_at", "<", now.toISOString())
    .executeTakeFirst();
  return count(expired);
}

/** Staff actions: IP addresses go after auditIpDays; entries about no lead after auditMonths. */
async function purgeAudit(db: Kysely<Database>, rules: ExpiryRules) {
  const cleared = await db.updateTable("audit_log").set({ ip: null }).where(rules.auditIps.expired).executeTakeFirst();
  const old = await db.deleteFrom("audit_log").where(rules.auditEntries.expired).executeTakeFirst();
  return { auditIpsCleared: count(cleared), auditEntries: count(old) };
}

/** Copies in the outbox: delivered ones after deliveredOutboxDays, never delivered ones after undeliveredOutboxDays. */
async function purgeOutbox(db: Kysely<Database>, rules: ExpiryRules) {
  const delivered = await db.deleteFrom("outbox").where(rules.deliveredOutbox.expired).executeTakeFirst();
  const undelivered = await db.deleteFrom("outbox").where(rules.undeliveredOutbox.expired).executeTakeFirst();
  return count(delivered) + count(undelivered);
}

/** Security records: keys, captcha solutions, sessions, failed sign-ins, founder links. */
async function purgeSecurity(db: Kysely<Database>, now: Date, rules: ExpiryRules) {
  const current = now.toISOString();
  const idempotencyKeys = await db
    .deleteFrom("idempotency_keys")
    .where(rules.idempotencyKeys.expired)
    .executeTakeFirst();
  const captchaSolutions = await db
    .deleteFrom("captcha_solutions")
    .where(rules.captchaSolutions.expired)
    .executeTakeFirst();
  const sessions = await db.deleteFrom("sessions").where("expires_at", "<", current).executeTakeFirst();
  const signInThrottle = await db.deleteFrom("sign_in_throttle").where(rules.signInThrottle.expired).executeTakeFirst();
  const founderLinks = await db.deleteFrom("founder_links").where(rules.founderLinks.expired).executeTakeFirst();
  const founderSessions = await db.deleteFrom("founder_sessions").where("expires_at", "<", current).executeTakeFirst();
  return {
    idempotencyKeys: count(idempotencyKeys),
    captchaSolutions: count(captchaSolutions),
    sessions: count(sessions),
    signInThrottle: count(signInThrottle),
    founderLinks: count(founderLinks),
    founderSessions: count(founderSessions),
  };
}

export async function purgeExpired(
  db: Kysely<Database>,
  now: Date = new Date(),
  retention: Retention = defaultRetention,
): Promise<PurgeCounts> {
  // Leads first, in batches of their own; then what they leave behind, and the rest, in one transaction.
  const leads = await purgeLeads(db, now, retention);
  return db.transaction().execute(async (trx) => {
    const pendingSubmissions = await purgePendingSubmissions(trx, now);
    const orphans = await purgeOrphans(trx);
    const rules = expiryRules(now, retention);
    const audit = await purgeAudit(trx, rules);
    const outbox = await purgeOutbox(trx, rules);
    return {
      ...leads,
      pendingSubmissions,
      leadNotes: orphans.leadNotes,
      dealMessages: orphans.dealMessages,
      documents: orphans.documents,
      auditEntries: orphans.auditEntries + audit.auditEntries,
      auditIpsCleared: audit.auditIpsCleared,
      outbox: orphans.outbox + outbox,
      ...(await purgeSecurity(trx, now, rules)),
    };
  });
}
