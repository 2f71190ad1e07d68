import type { Kysely } from "kysely";

/*
 * Issue 20 (decision 061): a deal's next steps. Each task belongs to one application, has a due day
 * and an assignee, and is completed rather than deleted; it goes with its application (erasure and
 * retention). Time in stage needs no column: it is read from the status entries of the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("deal_tasks")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    // A calendar day, "YYYY-MM-DD", in the firm's time zone.
    .addColumn("due_on", "text", (col) => col.notNull())
    .addColumn("assignee_id", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .addColumn("completed_by", "text")
    .execute();
  await db.schema.createIndex("deal_tasks_application").on("deal_tasks").column("application_id").execute();
  await db.schema
    .createIndex("deal_tasks_assignee_open")
    .on("deal_tasks")
    .columns(["assignee_id", "completed_at", "due_on"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deal_tasks").execute();
}
