import type { Kysely } from "kysely";

/*
 * Issue 26 (decision 077): jobs the server runs on a schedule, such as the daily ECB rates. One row per
 * job says when it is next due; an instance claims it with a lease (as the outbox does), so with several
 * instances one runs it, and a crashed run is taken up again once the lease ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("next_run_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("claim_token", "text")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_success_at", "text")
    .addColumn("last_error", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("scheduled_jobs").execute();
}
