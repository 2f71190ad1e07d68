import { eraseFromLocalMailbox } from "#app/platform/mail/local-mailbox.server.ts";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { checkpointDeletions, compactSearchIndexes } from "#app/platform/db/scrub.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { enqueueLeadErased } from "#app/platform/outbox/outbox.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import {
  appendLedgerFile,
  insertLedgerEntries,
  type LedgerEntry,
  ledgerFileOf,
  ledgerIdentifier,
  ledgerKey,
} from "./erasure-ledger.server.ts";
import { countHoldings, findHoldings, type Holdings } from "./holdings.server.ts";
import { deleteApplicationDocuments } from "#app/deal/documents/server/privacy.server.ts";
import { deleteApplicationData } from "#app/underwriting/store/privacy.server.ts";
import { deleteApplicationProposals } from "#app/underwriting/proposal/privacy.server.ts";

/** Deletes the rows listed in `holdings`; answers how many went. */
export async function deleteHoldings(db: Kysely<Database>, holdings: Holdings): Promise<number> {
  let removed = 0;
  const byId = async (
    table:
      | "lead_notes"
      | "deal_tasks"
      | "deal_messages"
      | "audit_log"
      | "outbox"
      | "founder_links"
      | "founder_sessions"
      | "pending_submissions",
    ids: string[],
  ) => {
    for (let start = 0; start < ids.length; start += 500) {
      const result = await db
        .deleteFrom(table)
        .where("id", "in", ids.slice(start, start + 500))
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
  };
  await byId("lead_notes", holdings.lead_notes);
  await byId("deal_tasks", holdings.deal_tasks);
  await byId("deal_messages", holdings.deal_messages);
  await byId("audit_log", holdings.audit_log);
  await byId("outbox", holdings.outbox);
  await byId("founder_links", holdings.founder_links);
  await byId("founder_sessions", holdings.founder_sessions);
  await byId("pending_submissions", holdings.pending_submissions);
  for (const { form, key } of holdings.idempotency_keys) {
    const result = await db
      .deleteFrom("idempotency_keys")
      .where("form", "=", form as never)
      .where("key", "=", key)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  removed += await deleteApplicationDocuments(db, holdings.applications);
  removed += await deleteApplicationData(db, holdings.applications);
  removed += await deleteApplicationProposals(db, holdings.applications);
  for (const table of ["applications", "contact_messages", "newsletter_subscribers"] as const) {
    const ids = holdings[table];
    if (ids.length === 0) continue;
    const result = await db.deleteFrom(table).where("id", "in", ids).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

export type ErasureAction = "erasure" | "erasure_by_founder" | "erasure_reapplied";

/** The leads the webhook received (applications and contact messages): each is told it is gone. */
const forwardedLeads = (holdings: Holdings) => [
  ...holdings.applications.map((leadId) => ({ leadId, form: "application" as const })),
  ...holdings.contact_messages.map((leadId) => ({ leadId, form: "contact" as const })),
];

/** The ledger entries of one erasure: the address and every lead id, as keyed hashes. */
function ledgerEntries(key: string, email: string, holdings: Holdings, now: Date): LedgerEntry[] {
  const leadIds = [...holdings.applications, ...holdings.contact_messages, ...holdings.newsletter_subscribers];
  return [ledgerIdentifier(key, "email", email), ...leadIds.map((id) => ledgerIdentifier(key, "lead", id))].map(
    (identifier) => ({ identifier, erased_at: now.toISOString() }),
  );
}

/**
 * Erases every row that holds this person, in one transaction, which also records the erasure in the
 * ledger and queues a `lead.erased` event per forwarded lead. The audit log then records only that an
 * erasure happened, by whom, when and how many rows: not the address, not the leads. Afterwards the
 * ledger file gets the entries and SQLite's WAL is checkpointed, so the rows leave the disk too.
 */
export async function eraseByEmail(
  handle: DatabaseHandle,
  email: string,
  staffUserId: string | null,
  ip?: string,
  action: ErasureAction = "erasure",
) {
  const key = await ledgerKey(handle);
  const now = new Date();
  const { removed, counts, entries, leadIds } = await handle.write(async (trx) => {
    const holdings = await findHoldings(trx, email);
    const removed = await deleteHoldings(trx, holdings);
    const entries = ledgerEntries(key, email, holdings, now);
    await insertLedgerEntries(trx, entries);
    await enqueueLeadErased(trx, forwardedLeads(holdings), "request", now);
    await recordAudit(trx, { staffUserId, ip, action, after: { rows: removed } });
    const leadIds = [...holdings.applications, ...holdings.contact_messages, ...holdings.newsletter_subscribers];
    return { removed, counts: countHoldings(holdings), entries, leadIds };
  });
  const ledgerFile = ledgerFileOf(handle);
  try {
    if (ledgerFile) appendLedgerFile(ledgerFile, entries);
  } catch (error) {
    // The erasure stands and the table holds the entries: start-up copies them into the file.
    logger.error({ err: error, file: ledgerFile }, "erasure ledger file not written; repaired at the next start");
  }
  await compactSearchIndexes(handle);
  await checkpointDeletions(handle.db);
  eraseFromLocalMailbox(email, leadIds);
  return { removed, counts };
}
