import { execFile } from "node:child_process";
import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import {
  keepLedgerKey,
  type LedgerEntry,
  LEDGER_FILE,
  ledgerKey,
  readLedgerFile,
  readLedgerTable,
} from "#app/platform/privacy/erasure-ledger.server.ts";
import {
  missingFromTable,
  reapplyErasures,
  reconcileErasureLedger,
} from "#app/platform/privacy/erasure-reapply.server.ts";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "./db.server.ts";

/*
 * `npm run db:restore -- --from <backup>` (issue 21): puts a backup in place of the database and
 * re-applies every erasure made since, so an older backup never brings an erased person back. The
 * ledger is read before the restore (the live table, the file beside a SQLite database, and any
 * `--ledger` files) and applied after it. Run it with the server stopped.
 */

export interface RestoreResult {
  /** Ledger entries the backup lacked, re-applied to it. */
  reapplied: number;
  /** Addresses found in the backup and erased again. */
  addresses: number;
}

/** The live ledger and its key, read before the restore replaces them (nothing if the database is gone). */
async function liveLedger(open: () => DatabaseHandle): Promise<{ entries: LedgerEntry[]; key?: string }> {
  const handle = open();
  try {
    await migrateToLatest(handle);
    return { entries: await readLedgerTable(handle.db), key: await ledgerKey(handle) };
  } catch {
    return { entries: [] };
  } finally {
    await handle.close();
  }
}

/** After the backup is in place: migrate, keep the live key, re-apply what the backup lacks. */
async function applyAfterRestore(handle: DatabaseHandle, ledger: LedgerEntry[], key?: string) {
  await migrateToLatest(handle);
  if (key) await keepLedgerKey(handle, key);
  const missing = await missingFromTable(handle, ledger);
  const addresses = await reapplyErasures(handle, missing);
  await reconcileErasureLedger(handle);
  return { reapplied: missing.length, addresses };
}

/** SQLite: checks the backup, swaps it in for the database file (no WAL left over), re-applies, vacuums. */
export async function restoreSqlite(from: string, sqliteFile: string, ledgers: string[] = []): Promise<RestoreResult> {
  const backup = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`${from} failed its integrity check: ${String(check)}`);
  } finally {
    backup.close();
  }
  const dir = path.dirname(path.resolve(sqliteFile));
  const live = existsSync(sqliteFile) ? await liveLedger(() => openDatabase({ sqliteFile })) : { entries: [] };
  const ledger = [...live.entries, ...[path.join(dir, LEDGER_FILE), ...ledgers].flatMap(readLedgerFile)];

  const incoming = `${sqliteFile}.restoring`;
  copyFileSync(from, incoming);
  const fd = openSync(incoming, "r+");
  fsyncSync(fd);
  closeSync(fd);
  for (const leftover of [`${sqliteFile}-wal`, `${sqliteFile}-shm`]) rmSync(leftover, { force: true });
  renameSync(incoming, sqliteFile);

  const handle = openDatabase({ sqliteFile });
  try {
    const result = await applyAfterRestore(handle, ledger);
    // The backup may predate secure_delete: its free pages can still hold rows deleted before it was taken.
    await sql`vacuum`.execute(handle.db);
    return result;
  } finally {
    await handle.close();
  }
}

const run = promisify(execFile);

/** PostgreSQL: pg_restore --clean over the live database, in one transaction, then the ledger. */
export async function restorePostgres(
  from: string,
  databaseUrl: string,
  ledgers: string[] = [],
  pgSchema?: string,
): Promise<RestoreResult> {
  const live = await liveLedger(() => openDatabase({ databaseUrl, pgSchema }));
  const ledger = [...live.entries, ...ledgers.flatMap(readLedgerFile)];
  await run("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--dbname",
    databaseUrl,
    from,
  ]);
  const handle = openDatabase({ databaseUrl, pgSchema });
  try {
    return await applyAfterRestore(handle, ledger, live.key);
  } finally {
    await handle.close();
  }
}
