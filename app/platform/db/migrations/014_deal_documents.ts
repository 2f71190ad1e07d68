import { type Kysely, SqliteAdapter } from "kysely";

/*
 * Issue 20, due diligence (decision 060): staff request documents from an application's founder, who
 * uploads files against each request. Files live in the database in ~256 KB chunks, so every instance
 * serves them and a backup holds them. A file row is `uploading` until its last chunk is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = db.getExecutor().adapter instanceof SqliteAdapter ? "blob" : "bytea";
  await db.schema
    .createTable("document_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("item_key", "text")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("staff_comment", "text")
    .addColumn("requested_by", "text")
    .addColumn("idempotency_key", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("document_requests_application")
    .on("document_requests")
    .columns(["application_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("document_requests_idempotency_key")
    .on("document_requests")
    .columns(["application_id", "idempotency_key", "title"])
    .unique()
    .execute();
  await db.schema
    .createTable("document_files")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("request_id", "text", (col) => col.notNull())
    .addColumn("application_id", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("document_files_request").on("document_files").column("request_id").execute();
  await db.schema
    .createIndex("document_files_application")
    .on("document_files")
    .columns(["application_id", "status"])
    .execute();
  await db.schema
    .createTable("document_chunks")
    .addColumn("file_id", "text", (col) => col.notNull())
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("data", blob, (col) => col.notNull())
    .addPrimaryKeyConstraint("document_chunks_pk", ["file_id", "seq"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_chunks").execute();
  await db.schema.dropTable("document_files").execute();
  await db.schema.dropTable("document_requests").execute();
}
