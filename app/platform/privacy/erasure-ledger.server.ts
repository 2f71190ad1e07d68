import { createHmac, randomBytes } from "node:crypto";
import { appendFileSync, closeSync, existsSync, fsyncSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { keyFileOnce, storedKeyOnce } from "#app/platform/security/created-once.server.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { normaliseAddress } from "./holdings.server.ts";

/*
 * The erasure ledger (issue 21): what was erased, as keyed hashes of the address and of each lead id,
 * never the address or the id in clear. It lives in the database (erasure_ledger) and, on SQLite, also
 * in an append-only file beside it, which a restore of the database file does not touch. After a
 * restore, entries the restored database lacks are re-applied (./erasure-reapply.server.ts), so an
 * older backup cannot bring an erased person back.
 */

export const LEDGER_FILE = "erasure-ledger.jsonl";
const KEY_FILE = ".erasure_ledger_key";
const KEY_NAME = "ERASURE_LEDGER_KEY";
const MIN_KEY_LENGTH = 32;

export interface LedgerEntry {
  identifier: string;
  erased_at: string;
}

/** The keyed hash under which one address or one lead id is recorded. */
export const ledgerIdentifier = (key: string, kind: "email" | "lead", value: string) =>
  createHmac("sha256", key)
    .update(`${kind}:${kind === "email" ? normaliseAddress(value) : value}`)
    .digest("base64url");

export const ledgerFileOf = (handle: DatabaseHandle) =>
  handle.sqliteFile ? path.join(path.dirname(path.resolve(handle.sqliteFile)), LEDGER_FILE) : undefined;

const keys = new WeakMap<DatabaseHandle, string>();

/**
 * The HMAC key: ERASURE_LEDGER_KEY when set; else generated once, on SQLite into a file beside the
 * database (so a copy of the database alone cannot test an address against the ledger), on
 * PostgreSQL into app_secrets (shared by every instance; `db:restore` carries it over a restore).
 */
export async function ledgerKey(handle: DatabaseHandle): Promise<string> {
  const known = getEnv().ERASURE_LEDGER_KEY ?? keys.get(handle);
  if (known) return known;
  const key = handle.sqliteFile ? fileKey(handle.sqliteFile) : await databaseKey(handle.db);
  if (key.length < MIN_KEY_LENGTH) throw new Error(`The erasure ledger's key is too short; set ${KEY_NAME}.`);
  keys.set(handle, key);
  return key;
}

const newKey = () => randomBytes(32).toString("hex");

const fileKey = (sqliteFile: string) =>
  keyFileOnce(path.join(path.dirname(path.resolve(sqliteFile)), KEY_FILE), newKey);

const databaseKey = (db: Kysely<Database>) => storedKeyOnce(db, KEY_NAME, newKey);

/** Puts a key in place (db:restore: the live key goes back over an older backup's). */
export async function keepLedgerKey(handle: DatabaseHandle, key: string) {
  keys.set(handle, key);
  if (handle.sqliteFile || getEnv().ERASURE_LEDGER_KEY) return;
  await handle.db
    .insertInto("app_secrets")
    .values({ name: KEY_NAME, value: key, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: key }))
    .execute();
}

/** Records entries inside the erasure's own transaction (already known ones are kept as they were). */
export async function insertLedgerEntries(db: Kysely<Database>, entries: LedgerEntry[]) {
  for (let start = 0; start < entries.length; start += 200) {
    await db
      .insertInto("erasure_ledger")
      .values(entries.slice(start, start + 200))
      .onConflict((conflict) => conflict.column("identifier").doNothing())
      .execute();
  }
}

export async function readLedgerTable(db: Kysely<Database>): Promise<LedgerEntry[]> {
  return db.selectFrom("erasure_ledger").select(["identifier", "erased_at"]).execute();
}

/** Appends entries to the ledger file and syncs it to disk (SQLite only). */
export function appendLedgerFile(file: string, entries: LedgerEntry[]) {
  if (entries.length === 0) return;
  const fd = openSync(file, "a", 0o600);
  try {
    appendFileSync(fd, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The entries of a ledger file; a line cut short by a crash is skipped (its entry is in the table too). */
export function readLedgerFile(file: string): LedgerEntry[] {
  if (!existsSync(file)) return [];
  const entries: LedgerEntry[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as Partial<LedgerEntry>;
      if (typeof entry.identifier === "string" && typeof entry.erased_at === "string") {
        entries.push({ identifier: entry.identifier, erased_at: entry.erased_at });
      }
    } catch {
      // An unfinished last line: skipped.
    }
  }
  return entries;
}
