import { type Kysely, sql } from "kysely";
import { COUNT_CAP } from "#app/staff/view/workflow.ts";
import type { Database } from "#app/platform/db/schema.ts";

/** Documents a founder uploaded that nobody at the firm has reviewed yet, for the staff navigation. */
export interface DocumentsToReview {
  /** Requests in "received" (capped at COUNT_CAP). */
  count: number;
  /** The application whose upload waits longest: the nav links straight to its documents. */
  next: string | null;
}

/** Counted like unread replies (issue 26, item 12): two small queries on every staff page. */
export async function documentsToReview(db: Kysely<Database>): Promise<DocumentsToReview> {
  const received = db.selectFrom("document_requests").where("status", "=", "received");
  const [counted, oldest] = await Promise.all([
    sql<{
      n: string | number;
    }>`select count(*) as n from (${received.select("id").limit(COUNT_CAP)}) as waiting`.execute(db),
    received.select("application_id").orderBy("updated_at").limit(1).executeTakeFirst(),
  ]);
  return { count: Number(counted.rows[0]?.n ?? 0), next: oldest?.application_id ?? null };
}
