import type { Kysely } from "kysely";

/*
 * Issue 29 §1: a bank's CSV export is read through a column mapping the founder gives once; it is
 * remembered per application and header signature (the export's first row), so the next file from
 * the same bank needs no mapping step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_csv_mappings")
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("header_signature", "text", (col) => col.notNull())
    .addColumn("mapping", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("data_csv_mappings_pk", ["application_id", "header_signature"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("data_csv_mappings").execute();
}
