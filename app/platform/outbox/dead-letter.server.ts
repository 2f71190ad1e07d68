import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { databaseTime } from "./clock.server.ts";

export type RetryOutcome = "retried" | "not_found" | "not_retryable";

/**
 * For the staff inbox's retry button: puts a dead row, or a pending one waiting
 * out its back-off, back in the queue due now, with a fresh attempt budget.
 * Delivered and skipped rows are final (a retry would send the lead twice).
 * The last error stays on record until the next attempt.
 */
export async function retryDelivery(db: Kysely<Database>, outboxId: string): Promise<RetryOutcome> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: databaseTime(db) })
    .where("id", "=", outboxId)
    .where("status", "in", ["dead", "pending"])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return "retried";
  const row = await db.selectFrom("outbox").select("id").where("id", "=", outboxId).executeTakeFirst();
  return row ? "not_retryable" : "not_found";
}

export interface OutboxHealth {
  pending: number;
  dead: number;
  /** Seconds since the oldest pending row that is due (or failing) was queued, by the database's clock; 0 when none. */
  oldestPendingAgeSeconds: number;
}

/** What /metrics reports and an operator watches (docs/operations.md). */
export async function outboxHealth(db: Kysely<Database>): Promise<OutboxHealth> {
  const counts = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("rows")])
    .where("status", "in", ["pending", "dead"])
    .groupBy("status")
    .execute();
  const oldest = await db
    .selectFrom("outbox")
    .select([(eb) => eb.fn.min("created_at").as("created_at"), databaseTime(db).as("now")])
    .where("status", "=", "pending")
    // A row held back on purpose (a founder's stage e-mail waiting out its delay) is not late.
    .where((eb) => eb.or([eb("attempts", ">", 0), eb("next_attempt_at", "<=", databaseTime(db))]))
    .executeTakeFirst();
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.rows ?? 0);
  const age =
    oldest?.created_at && oldest.now ? (Date.parse(oldest.now) - Date.parse(String(oldest.created_at))) / 1000 : 0;
  return { pending: count("pending"), dead: count("dead"), oldestPendingAgeSeconds: Math.max(0, age) };
}
