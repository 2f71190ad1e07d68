import type { Kysely } from "kysely";

/*
 * Issue 26 (decision 076): a contact message or application sent without a captcha (JavaScript off) is held
 * here until its sender confirms it from an e-mail; only then is it stored as a lead. `value` is the validated
 * submission as JSON; it and `email` are emptied once confirmed, and every row goes at `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pending_submissions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("form", "text", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("value", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("mailed_at", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("lead_id", "text")
    .execute();
  // The resend check and erasure look rows up by address; the purge by expiry.
  await db.schema
    .createIndex("pending_submissions_email")
    .on("pending_submissions")
    .columns(["email", "mailed_at"])
    .execute();
  await db.schema.createIndex("pending_submissions_expires").on("pending_submissions").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_submissions").execute();
}
