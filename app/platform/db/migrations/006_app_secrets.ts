import type { Kysely } from "kysely";

// Keys generated once and shared by every instance on this database (decision 053).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("app_secrets").execute();
}
