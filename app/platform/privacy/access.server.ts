import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { documentsForExport } from "#app/deal/documents/server/privacy.server.ts";
import { sharedDataForExport } from "#app/underwriting/store/privacy.server.ts";
import { deliveryWithWords, historyWithWords, staffNames, withWords } from "./access-words.server.ts";
import { findHoldings, normaliseAddress } from "./holdings.server.ts";

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Everything held about an address (GDPR Art. 15), as one JSON document. */
export async function accessExport(db: Kysely<Database>, email: string, now: Date = new Date()) {
  const holdings = await findHoldings(db, email);
  const rowsOf = async (
    table:
      "applications" | "contact_messages" | "newsletter_subscribers" | "lead_notes" | "deal_tasks" | "deal_messages",
    ids: string[],
  ): Promise<object[]> =>
    ids.length
      ? db
          .selectFrom(table as "lead_notes")
          .selectAll()
          .where("id", "in", ids)
          .execute()
      : [];
  // Search bookkeeping columns are not personal data and mean nothing to the reader.
  const strip = (rows: object[]) =>
    rows.map((row) => {
      const { search_rowid: _rowid, search: _search, ...rest } = row as Record<string, unknown>;
      return rest;
    });
  const audit = holdings.audit_log.length
    ? await db
        .selectFrom("audit_log")
        .select(["action", "created_at", "lead_kind", "lead_id", "staff_user_id", "before_value", "after_value"])
        .where("id", "in", holdings.audit_log)
        .execute()
    : [];
  const outbox = holdings.outbox.length
    ? await db
        .selectFrom("outbox")
        .select(["kind", "status", "payload", "created_at", "delivered_at"])
        .where("id", "in", holdings.outbox)
        .execute()
    : [];
  const idempotency = holdings.idempotency_keys.length
    ? await db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("lead_id", "in", [
          ...holdings.applications,
          ...holdings.contact_messages,
          ...holdings.newsletter_subscribers,
        ])
        .execute()
    : [];
  const applications = strip(await rowsOf("applications", holdings.applications));
  const contactMessages = strip(await rowsOf("contact_messages", holdings.contact_messages));
  const subscriptions = strip(await rowsOf("newsletter_subscribers", holdings.newsletter_subscribers));
  const notes = strip(await rowsOf("lead_notes", holdings.lead_notes));
  const tasks = await rowsOf("deal_tasks", holdings.deal_tasks);
  const conversation = await rowsOf("deal_messages", holdings.deal_messages);
  const names = await staffNames(db, [applications, contactMessages, notes, tasks, conversation, audit].flat());
  const words = (rows: object[]) => rows.map((row) => withWords(row as Record<string, unknown>, names));
  return {
    email: normaliseAddress(email),
    generatedAt: now.toISOString(),
    applications: words(applications),
    contactMessages: words(contactMessages),
    newsletterSubscriptions: words(subscriptions),
    heldUntilConfirmed: holdings.pending_submissions.length
      ? (
          await db
            .selectFrom("pending_submissions")
            .selectAll()
            .where("id", "in", holdings.pending_submissions)
            .execute()
        ).map((row) => ({ ...row, value: parseJson(row.value) }))
      : [],
    internalNotes: words(notes),
    tasks: words(tasks),
    conversation: words(conversation),
    documents: await documentsForExport(db, holdings.applications),
    sharedData: await sharedDataForExport(db, holdings.applications),
    history: audit.map((row) =>
      historyWithWords(
        { ...row, before_value: parseJson(row.before_value), after_value: parseJson(row.after_value) },
        names,
      ),
    ),
    deliveries: outbox.map((row) => deliveryWithWords({ ...row, payload: parseJson(row.payload) })),
    duplicateSubmissionKeys: idempotency,
    founderAccount: { signInLinks: holdings.founder_links.length, sessions: holdings.founder_sessions.length },
  };
}
