import { type Kysely, SqliteAdapter, sql } from "kysely";

/*
 * Issue 26: deleted rows' pages stayed in a SQLite file as free pages, so a refused 30 MB upload left
 * a 27 MB file (and every backup of it) for good. auto_vacuum=INCREMENTAL lets `checkpointDeletions`
 * give them back after refusals, erasures and purges (not on every commit, as FULL would). A database
 * switches mode only by a VACUUM: one here, outside any transaction (Kysely runs SQLite migrations
 * without one), atomic (a crash leaves the old file), needing free disk about the database's size.
 * PostgreSQL: nothing (docs/operations.md, VACUUM).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const { rows } = await sql<{ auto_vacuum: number }>`pragma auto_vacuum`.execute(db);
  const INCREMENTAL = 2;
  if (rows[0]?.auto_vacuum === INCREMENTAL) return;
  await sql`pragma auto_vacuum = incremental`.execute(db);
  await sql`vacuum`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`pragma auto_vacuum = none`.execute(db);
  await sql`vacuum`.execute(db);
}
