import type { Kysely } from "kysely";

/*
 * Issue 29 §4 (decision 085): an approved proposal becomes one offer to the founder, open until its
 * expiry day, then accepted (with the typed confirmation and when), declined (with the reason), and
 * recorded as signed outside the app on a day. The IP of an acceptance is kept in the audit log, where
 * the retention rules clear IP addresses (auditIpDays). It goes with its application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("deal_offers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("proposal_id", "text", (col) => col.notNull().unique())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    // "YYYY-MM-DD": the last day it can be accepted.
    .addColumn("expires_on", "text", (col) => col.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("responded_at", "text")
    .addColumn("confirmation", "text")
    .addColumn("decline_reason", "text")
    .addColumn("signed_on", "text")
    .addColumn("signed_recorded_by", "text")
    .execute();
  await db.schema.createIndex("deal_offers_application").on("deal_offers").column("application_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deal_offers").execute();
}
