import { type Kysely, sql } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { ownedBy } from "./applications.server.ts";

/** What an application waits for from its founder. */
export interface FounderWaiting {
  /** Staff messages since the founder last wrote in the conversation (all of them if they never did). */
  unanswered: number;
  /** Document requests not yet sent, or sent back for changes, oldest first. */
  documents: { id: string; title: string }[];
}

/**
 * Per application of this founder, what waits for them: two small queries for all their applications.
 * A withdrawn application asks nothing more of its founder (issue 26).
 */
export async function founderWaiting(db: Kysely<Database>, email: string): Promise<Record<string, FounderWaiting>> {
  const [questions, documents] = await Promise.all([
    db
      .selectFrom("deal_messages as staff_message")
      .innerJoin("applications", "applications.id", "staff_message.application_id")
      .select(["staff_message.application_id as id", sql<string | number>`count(*)`.as("n")])
      .where("staff_message.author", "=", "staff")
      .where(ownedBy(email))
      .where("applications.status", "!=", "withdrawn")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("deal_messages as answer")
              .select(sql`1`.as("one"))
              .whereRef("answer.application_id", "=", "staff_message.application_id")
              .where("answer.author", "=", "founder")
              .whereRef("answer.created_at", ">", "staff_message.created_at"),
          ),
        ),
      )
      .groupBy("staff_message.application_id")
      .execute(),
    db
      .selectFrom("document_requests")
      .innerJoin("applications", "applications.id", "document_requests.application_id")
      .select(["document_requests.id", "document_requests.application_id", "document_requests.title"])
      .where(ownedBy(email))
      .where("applications.status", "!=", "withdrawn")
      .where("document_requests.status", "in", ["requested", "changes_needed"])
      .orderBy("document_requests.created_at")
      .orderBy("document_requests.title")
      .execute(),
  ]);
  const waiting: Record<string, FounderWaiting> = {};
  const of = (id: string) => (waiting[id] ??= { unanswered: 0, documents: [] });
  for (const row of questions) of(row.id).unanswered = Number(row.n);
  for (const row of documents) of(row.application_id).documents.push({ id: row.id, title: row.title });
  return waiting;
}
