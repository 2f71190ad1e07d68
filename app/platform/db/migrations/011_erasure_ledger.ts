import { type Kysely, SqliteAdapter, sql } from "kysely";

/*
 * Issue 21, "erased means gone":
 * - the erasure ledger: keyed hashes of what was erased (an address, a lead id), so a restored backup
 *   cannot bring an erased person back (app/platform/privacy/erasure-ledger.server.ts);
 * - SQLite: the search index forgets a deleted lead at once (FTS5 secure-delete) instead of keeping
 *   its words until a merge, and one VACUUM rewrites the file without the free pages in which rows
 *   deleted before `secure_delete` was on still sit.
 */

const SEARCH_TABLES = ["applications_search", "contact_messages_search", "newsletter_subscribers_search"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("erasure_ledger")
    // ifNotExists: `db:restore` on PostgreSQL may restore a dump older than this table into a database that has it.
    .ifNotExists()
    .addColumn("identifier", "text", (col) => col.primaryKey())
    .addColumn("erased_at", "text", (col) => col.notNull())
    .execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const present = new Set(rows.map((row) => row.name));
  // A database that has not run 003 yet gets its search tables there, secure-delete included.
  for (const table of SEARCH_TABLES.filter((name) => present.has(name))) {
    await sql`insert into ${sql.table(table)} (${sql.table(table)}, rank) values ('secure-delete', 1)`.execute(db);
    await sql`insert into ${sql.table(table)} (${sql.table(table)}) values ('optimize')`.execute(db);
  }
  // Outside any transaction: Kysely runs SQLite migrations without one (no transactional DDL).
  await sql`vacuum`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("erasure_ledger").execute();
}
