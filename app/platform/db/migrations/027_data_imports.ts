import type { Kysely } from "kysely";

/*
 * Issue 29 §1 (decision 084): what a founder shares for underwriting. An import is one file; it holds
 * the statements read from it and their entries, or the months of a KPI pack. Amounts are decimal
 * text, never numbers. Entries repeated across imports (the same statement twice, overlapping
 * statements) are all stored, each with its import, and counted once by their dedupe key when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_imports")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("entry_count", "integer", (col) => col.notNull())
    .addColumn("new_entry_count", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("data_imports_application_file")
    .on("data_imports")
    .columns(["application_id", "sha256"])
    .unique()
    .execute();
  await db.schema
    .createTable("data_statements")
    .addColumn("import_id", "text", (col) => col.notNull())
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("account", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("statement_ref", "text")
    .addColumn("first_day", "text")
    .addColumn("last_day", "text")
    .addColumn("opening_balance", "text")
    .addColumn("opening_date", "text")
    .addColumn("closing_balance", "text")
    .addColumn("closing_date", "text")
    .addPrimaryKeyConstraint("data_statements_pk", ["import_id", "seq"])
    .execute();
  await db.schema.createIndex("data_statements_application").on("data_statements").column("application_id").execute();
  await db.schema
    .createTable("data_entries")
    .addColumn("import_id", "text", (col) => col.notNull())
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("account", "text", (col) => col.notNull())
    .addColumn("booking_date", "text", (col) => col.notNull())
    .addColumn("value_date", "text")
    .addColumn("amount", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("reversal", "integer", (col) => col.notNull())
    .addColumn("bank_reference", "text")
    .addColumn("bank_code", "text", (col) => col.notNull())
    .addColumn("counterparty", "text")
    .addColumn("counterparty_account", "text")
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("location", "text", (col) => col.notNull())
    .addColumn("dedupe_key", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("rule_id", "text", (col) => col.notNull())
    .addColumn("rule_reason", "text", (col) => col.notNull())
    .addColumn("corrected_category", "text")
    .addColumn("corrected_by", "text")
    .addColumn("corrected_at", "text")
    .addPrimaryKeyConstraint("data_entries_pk", ["import_id", "seq"])
    .execute();
  await db.schema
    .createIndex("data_entries_application_key")
    .on("data_entries")
    .columns(["application_id", "dedupe_key"])
    .execute();
  await db.schema
    .createIndex("data_entries_application_day")
    .on("data_entries")
    .columns(["application_id", "booking_date"])
    .execute();
  await db.schema
    .createTable("data_kpi_months")
    .addColumn("import_id", "text", (col) => col.notNull())
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("figures", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("data_kpi_months_pk", ["import_id", "month"])
    .execute();
  await db.schema.createIndex("data_kpi_months_application").on("data_kpi_months").column("application_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["data_kpi_months", "data_entries", "data_statements", "data_imports"])
    await db.schema.dropTable(table).execute();
}
