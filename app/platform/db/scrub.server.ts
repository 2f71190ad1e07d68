import { type Kysely, SqliteAdapter, sql } from "kysely";
import { logger } from "#app/platform/logger.server.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { SEARCHED_COLUMNS_016 } from "#app/platform/db/migrations/016_accent_free_search.ts";
import type { Database } from "./schema.ts";
import { sqliteConnectionOf } from "./sqlite-connection.server.ts";

const BUSY_TIMEOUT_MS = 5000;

/**
 * After an erasure, a purge or a refused upload on SQLite: gives the pages the deletion emptied back to
 * the file system (`incremental_vacuum`; the database is in auto_vacuum=INCREMENTAL, migration 021),
 * then copies the WAL into the database file (where `secure_delete` has zeroed the deleted rows) and
 * truncates both, so the old page versions that still hold the rows leave the disk, and a refused 30 MB
 * upload no longer leaves a 27 MB file behind for every backup (issue 26). Not inside a transaction:
 * the write queue's commit comes first.
 * A reader holding an old snapshot (a backup in progress) blocks it; then it says so and the next
 * maintenance run tries again. PostgreSQL: nothing to do here (docs/operations.md, VACUUM).
 */
export async function checkpointDeletions(db: Kysely<Database>): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return true;
  const result = await db.connection().execute(async (connection) => {
    sqliteConnectionOf(db)?.exec("pragma incremental_vacuum");
    // better-sqlite3 blocks the event loop while SQLite waits: don't wait for a reader, retry later.
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(connection);
      return rows[0];
    } finally {
      await sql.raw(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`).execute(connection);
    }
  });
  if (result?.busy) {
    logger.warn("WAL checkpoint after deletion blocked by a reader: the WAL keeps deleted rows until the next one");
    return false;
  }
  return true;
}

/**
 * After an erasure on SQLite: rewrites each FTS5 search index into one segment. Secure-delete removes an
 * erased term from its leaf page, but a page's first term can stay behind as the separator in the
 * index's b-tree (a trigram such as "hyr" of "Zephyrine" was found there, now and then, in CI). 0.6 s
 * at 100,000 leads here: fine for an erasure, too much for the hourly purge, which does not call it.
 */
export async function compactSearchIndexes(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect !== "sqlite") return;
  await handle.write(async (trx) => {
    for (const table of Object.keys(SEARCHED_COLUMNS_016)) {
      const fts = `${table}_search`;
      await sql.raw(`insert into ${fts} (${fts}) values ('optimize')`).execute(trx);
    }
  });
}
