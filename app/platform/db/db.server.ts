import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { foldForSearch } from "#app/staff/view/search-fold.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { logDatabaseFailure, noteDatabaseAnswered } from "./availability.server.ts";
import { staticMigrationProvider } from "#app/platform/db/migrations/index.ts";
import { OwnSchemaPostgresDialect } from "./own-schema-introspector.server.ts";
import { registerSqliteConnection } from "./sqlite-connection.server.ts";
import type { Database } from "./schema.ts";
import { type Savepoints, WriteQueue, type WriteWork } from "./write-queue.server.ts";

/*
 * Relative imports with .ts extensions: `npm run db:migrate` runs this module
 * with plain Node (type stripping), outside Vite.
 */

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the connection's search_path points at, if not the default. */
  pgSchema?: string;
  /** SQLite only: the database file (the erasure ledger's file lives beside it). */
  sqliteFile?: string;
  /**
   * Runs `work` atomically and resolves after it is committed. Every write that
   * answers a visitor goes through here: on SQLite concurrent writes share one
   * commit (see write-queue.server.ts), on PostgreSQL each is its own transaction.
   */
  write<T>(work: WriteWork<T>): Promise<T>;
  /** Waits for queued writes, then closes the connection(s). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path; defaults to DATA_DIR/noema.sqlite. */
  sqliteFile?: string;
  /** PostgreSQL only: use (and create) this schema, e.g. one per test run. */
  pgSchema?: string;
}

const SQL_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function openDatabase(options: OpenDatabaseOptions = {}): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema);
  const file = options.sqliteFile ?? path.join(getEnv().DATA_DIR, "noema.sqlite");
  return openSqlite(file);
}

/**
 * SQLite rolls a transaction back itself on a full disk or an I/O error. Kysely's ROLLBACK then
 * fails with "no transaction is active", and that error would replace the one saying why.
 */
function sqliteDialect(connection: SQLite.Database): SqliteDialect {
  const dialect = new SqliteDialect({ database: withStatementCache(connection) });
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => {
    const driver = createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (databaseConnection) => {
      if (connection.inTransaction) await rollback(databaseConnection);
    };
    return driver;
  };
  return dialect;
}

function openSqlite(file: string): DatabaseHandle {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers run beside the writer; FULL fsyncs every commit so an accepted lead survives power loss.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not left in free space for the file and its backups to carry (issue 21).
  connection.pragma("secure_delete = ON");
  // The search's LIKE plan folds stored text as typed words are folded (migration 016).
  connection.function("noema_fold", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? foldForSearch(text) : null,
  );
  const db = new Kysely<Database>({ dialect: sqliteDialect(connection) });
  registerSqliteConnection(db, connection);
  const queue = new WriteQueue(db, { batch: true, savepoints: preparedSavepoints(connection) });
  return {
    db,
    dialect: "sqlite",
    sqliteFile: file,
    write: (work) => queue.run(work),
    close: async () => {
      await queue.drain();
      await db.destroy();
    },
  };
}

/**
 * The write queue's savepoints as statements prepared once. They run on the connection the batch's
 * transaction is open on (SQLite has one), between the batch's own awaited statements.
 */
export function preparedSavepoints(connection: SQLite.Database): Savepoints {
  const mark = connection.prepare("savepoint queued_write");
  const undo = connection.prepare("rollback to savepoint queued_write");
  const release = connection.prepare("release savepoint queued_write");
  return { mark: () => void mark.run(), undo: () => void undo.run(), release: () => void release.run() };
}

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely asks better-sqlite3 to prepare every query it runs; preparing costs more
 * than running a small insert. The same SQL text gets the same prepared statement
 * (least recently used ones are dropped), unless that statement is still busy
 * iterating a streamed result.
 */
function withStatementCache(connection: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      const cached = cache.get(text);
      cache.delete(text);
      const statement = cached && !cached.busy ? cached : connection.prepare(text);
      cache.set(text, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}

function openPostgres(connectionString: string, pgSchema: string | undefined): DatabaseHandle {
  if (pgSchema !== undefined && !SQL_IDENTIFIER.test(pgSchema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${pgSchema}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  // A client losing its connection, idle or checked out between queries, must not crash the
  // process (pg-pool listens only on idle ones); the next query reconnects.
  const connectionLost = (error: Error) => logDatabaseFailure(error, "PostgreSQL connection lost");
  pool.on("error", connectionLost);
  pool.on("connect", (client) => client.on("error", connectionLost));
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  // The pool runs transactions side by side and the server groups their commits itself.
  const queue = new WriteQueue(db, { batch: false });
  return { db, dialect: "postgres", pgSchema, write: (work) => queue.run(work), close: () => db.destroy() };
}

let current: DatabaseHandle | undefined;

/** The process-wide database handle, opened from env on first use. */
export function getDatabase(): DatabaseHandle {
  current ??= openDatabase({ databaseUrl: getEnv().DATABASE_URL });
  return current;
}

export function getDb(): Kysely<Database> {
  return getDatabase().db;
}

/** Test hook: route every getDb() call to this handle (undefined: back to env). */
export function setDatabaseForTests(handle: DatabaseHandle | undefined) {
  current = handle;
}

export async function closeDatabase(): Promise<void> {
  const handle = current;
  current = undefined;
  await handle?.close();
}

/** Applies every pending migration; throws (and logs) if one fails. */
export async function migrateToLatest(handle: DatabaseHandle = getDatabase()): Promise<void> {
  if (handle.pgSchema) {
    await sql`create schema if not exists ${sql.id(handle.pgSchema)}`.execute(handle.db);
  }
  // Kysely finds its own tables by name in any schema unless told which one is ours.
  const migrator = new Migrator({
    db: handle.db,
    provider: staticMigrationProvider,
    migrationTableSchema:
      handle.dialect === "postgres" ? (handle.pgSchema ?? (await currentSchema(handle))) : undefined,
    // 003 landed after 004 and 006 had shipped; a database that ran those still needs it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") logger.info({ migration: result.migrationName }, "migration applied");
    if (result.status === "Error") logger.error({ migration: result.migrationName }, "migration failed");
  }
  if (error) {
    throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  }
}

/** The schema a PostgreSQL connection writes to: search_path may come from DATABASE_URL's options. */
async function currentSchema(handle: DatabaseHandle): Promise<string | undefined> {
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema;
}

/** For /readyz: resolves when a trivial query succeeds, throws otherwise. */
export async function checkDatabase(handle: DatabaseHandle = getDatabase()): Promise<void> {
  try {
    await sql`select 1`.execute(handle.db);
  } catch (error) {
    logDatabaseFailure(error, "readiness check failed");
    throw error;
  }
  noteDatabaseAnswered();
}
