import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, SqliteAdapter, sql } from "kysely";
import { retention as defaultRetention } from "../../content/shared/retention/data.ts";
import type { Retention } from "../../content/shared/retention/schema.ts";
import type { Database } from "../db/schema.ts";
import { purgeOrphanDocuments } from "../documents/privacy.server.ts";
import { sweepStaleUploads } from "../documents/storage.server.ts";
import { enqueueLeadErased } from "../outbox/outbox.server.ts";

/*
 * The retention the privacy policy states, enforced (decisions 051 and 056, issue 21). Runs with
 * the outbox worker's maintenance (every ten minutes by default), with the periods in force
 * (./retention-settings.server.ts). Every table's rule is listed in ./retention-rules.server.ts.
 */

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const daysBefore = (now: Date, days: number) => hoursBefore(now, days * 24);

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
  const contactMessages = await deleteInBatches(
    db,
    "contact_messages",
    (eb) => eb("created_at", "<", monthsBefore(now, retention.contactMonths)),
    tell("contact"),
  );
  const applications = await deleteInBatches(
    db,
    "applications",
    (eb) =>
      eb.or([
        eb.and([eb("status", "!=", "funded"), eb("created_at", "<", monthsBefore(now, retention.applicationMonths))]),
        eb.and([
          eb("status", "=", "funded"),
          eb("created_at", "<", monthsBefore(now, retention.fundedApplicationMonths)),
        ]),
      ]),
    tell("application"),
  );
  const pendingSignups = await deleteInBatches(db, "newsletter_subscribers", (eb) =>
    eb.and([eb("status", "=", "pending"), eb("created_at", "<", daysBefore(now, retention.pendingSignupDays))]),
  );
  const unsubscribed = await deleteInBatches(db, "newsletter_subscribers", (eb) =>
    eb.and([
      eb("status", "=", "unsubscribed"),
      eb("unsubscribed_at", "<", monthsBefore(now, retention.unsubscribedMonths)),
    ]),
  );
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
  const documents = (await purgeOrphanDocuments(db)) + (await sweepStaleUploads(db));
  return {
    leadNotes: count(notes) + count(tasks),
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
async function purgeAudit(db: Kysely<Database>, now: Date, retention: Retention) {
  const cleared = await db
    .updateTable("audit_log")
    .set({ ip: null })
    .where("ip", "is not", null)
    .where("created_at", "<", daysBefore(now, retention.auditIpDays))
    .executeTakeFirst();
  const old = await db
    .deleteFrom("audit_log")
    .where("lead_id", "is", null)
    .where("created_at", "<", monthsBefore(now, retention.auditMonths))
    .executeTakeFirst();
  return { auditIpsCleared: count(cleared), auditEntries: count(old) };
}

/** Copies in the outbox: delivered ones after deliveredOutboxDays, never delivered ones after undeliveredOutboxDays. */
async function purgeOutbox(db: Kysely<Database>, now: Date, retention: Retention) {
  const delivered = await db
    .deleteFrom("outbox")
    .where("status", "in", ["delivered", "skipped"])
    .where("delivered_at", "<", daysBefore(now, retention.deliveredOutboxDays))
    .executeTakeFirst();
  const undelivered = await db
    .deleteFrom("outbox")
    .where("status", "in", ["pending", "dead"])
    .where("created_at", "<", daysBefore(now, retention.undeliveredOutboxDays))
    .executeTakeFirst();
  return count(delivered) + count(undelivered);
}

/** Security records: keys, captcha solutions, sessions, failed sign-ins, founder links. */
async function purgeSecurity(db: Kysely<Database>, now: Date, retention: Retention) {
  const cutoff = hoursBefore(now, retention.securityHours);
  const current = now.toISOString();
  const idempotencyKeys = await db.deleteFrom("idempotency_keys").where("created_at", "<", cutoff).executeTakeFirst();
  const captchaSolutions = await db
    .deleteFrom("captcha_solutions")
    .where((eb) => eb.or([eb("used_at", "<", cutoff), eb("expires_at", "<", current)]))
    .executeTakeFirst();
  const sessions = await db.deleteFrom("sessions").where("expires_at", "<", current).executeTakeFirst();
  const signInThrottle = await db
    .deleteFrom("sign_in_throttle")
    .where("last_failure_at", "<", cutoff)
    .executeTakeFirst();
  // A founder link is worth nothing once used or expired; kept the security period for the record.
  const founderLinks = await db
    .deleteFrom("founder_links")
    .where((eb) => eb.or([eb("used_at", "<", cutoff), eb("expires_at", "<", cutoff)]))
    .executeTakeFirst();
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
    const audit = await purgeAudit(trx, now, retention);
    const outbox = await purgeOutbox(trx, now, retention);
    return {
      ...leads,
      pendingSubmissions,
      leadNotes: orphans.leadNotes,
      dealMessages: orphans.dealMessages,
      documents: orphans.documents,
      auditEntries: orphans.auditEntries + audit.auditEntries,
      auditIpsCleared: audit.auditIpsCleared,
      outbox: orphans.outbox + outbox,
      ...(await purgeSecurity(trx, now, retention)),
    };
  });
}
