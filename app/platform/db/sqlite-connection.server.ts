import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/*
 * The better-sqlite3 connection behind a Kysely instance, for the few statements Kysely cannot run
 * whole: it steps a statement that returns no rows once, and `pragma incremental_vacuum` frees one
 * page per step (6,422 steps for a refused 30 MB upload). Use it only inside `db.connection()`, so no
 * transaction of the write queue is open on it meanwhile.
 */
const connections = new WeakMap<Kysely<Database>, SQLite.Database>();

export function registerSqliteConnection(db: Kysely<Database>, connection: SQLite.Database) {
  connections.set(db, connection);
}

export function sqliteConnectionOf(db: Kysely<Database>): SQLite.Database | undefined {
  return connections.get(db);
}
