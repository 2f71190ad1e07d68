import type { Kysely } from "kysely";

/*
 * Issue 21, item 16 (decision 058): a note carries the idempotency key of the form that posted it, so
 * a double submit stores one note. Unique per lead; notes from before have none (NULLs never clash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_notes").addColumn("idempotency_key", "text").execute();
  await db.schema
    .createIndex("lead_notes_idempotency_key")
    .on("lead_notes")
    .columns(["lead_id", "idempotency_key"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("lead_notes_idempotency_key").execute();
  await db.schema.alterTable("lead_notes").dropColumn("idempotency_key").execute();
}
