import type { Kysely } from "kysely";

/*
 * Issue 12: founders sign in with single-use e-mailed links (stored only as
 * SHA-256 hashes) into sessions kept like the staff's. Both are keyed by the
 * applicant's lower-cased e-mail address, the one identity an application has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("founder_links")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("founder_links_email").on("founder_links").column("email").execute();
  await db.schema
    .createTable("founder_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("founder_sessions_email").on("founder_sessions").column("email").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("founder_sessions").execute();
  await db.schema.dropTable("founder_links").execute();
}
