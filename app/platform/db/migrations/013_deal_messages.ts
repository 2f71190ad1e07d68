import type { Kysely } from "kysely";

/*
 * Issue 20 (decision 059): the conversation between staff and the founder of an application. Each
 * message belongs to one application and goes with it (erasure, retention). `read_at` is the other
 * side's first reading: founder messages are read by the firm (any staff member), staff messages by
 * the founder. The posting form's idempotency key is unique per application, so a resubmit stores
 * (and mails) one message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("deal_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("staff_user_id", "text")
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("read_at", "text")
    .addColumn("idempotency_key", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("deal_messages_thread")
    .on("deal_messages")
    .columns(["application_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("deal_messages_idempotency_key")
    .on("deal_messages")
    .columns(["application_id", "idempotency_key"])
    .unique()
    .execute();
  // The staff nav counts conversations with unread founder messages on every page.
  await db.schema.createIndex("deal_messages_unread").on("deal_messages").columns(["author", "read_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deal_messages").execute();
}
