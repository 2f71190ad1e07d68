import type { Kysely } from "kysely";

/*
 * Issue 29 §3 (decision 085): a partner's proposed terms for a deal, the memo's versions, and the
 * investment committee's votes. A proposal is a draft until it goes to committee; then its terms and
 * the memo version voted on (with its SHA-256) are frozen; the decision is written once and the row
 * is never edited again, only superseded by a new proposal. All three go with their application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("deal_proposals")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("application_id", "text", (col) => col.notNull())
    // JSON text of the validated terms (app/underwriting/proposal/terms.ts).
    .addColumn("terms", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    // "YYYY-MM-DD": the committee's day.
    .addColumn("committee_on", "text")
    .addColumn("memo_version", "integer")
    .addColumn("memo_sha256", "text")
    // JSON text: the rule, the votes and the outcome, as decided.
    .addColumn("decision", "text")
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("superseded_by", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("deal_proposals_application")
    .on("deal_proposals")
    .columns(["application_id", "created_at"])
    .execute();
  await db.schema
    .createTable("proposal_memos")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("proposal_id", "text", (col) => col.notNull())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("proposal_memos_version")
    .on("proposal_memos")
    .columns(["proposal_id", "version"])
    .unique()
    .execute();
  await db.schema
    .createTable("committee_votes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("proposal_id", "text", (col) => col.notNull())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("staff_user_id", "text", (col) => col.notNull())
    .addColumn("choice", "text", (col) => col.notNull())
    .addColumn("comment", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // One vote (or recusal) per partner per proposal.
  await db.schema
    .createIndex("committee_votes_member")
    .on("committee_votes")
    .columns(["proposal_id", "staff_user_id"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("committee_votes").execute();
  await db.schema.dropTable("proposal_memos").execute();
  await db.schema.dropTable("deal_proposals").execute();
}
