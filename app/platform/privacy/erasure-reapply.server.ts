import type { Kysely } from "kysely";
import { type DatabaseHandle, getDatabase } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { logger } from "#app/platform/logger.server.ts";
import {
  appendLedgerFile,
  insertLedgerEntries,
  type LedgerEntry,
  ledgerFileOf,
  ledgerIdentifier,
  ledgerKey,
  readLedgerFile,
  readLedgerTable,
} from "./erasure-ledger.server.ts";
import { eraseByEmail } from "./erasure.server.ts";
import { normaliseAddress } from "./holdings.server.ts";

/*
 * Re-applying the erasure ledger (issue 21): after a restore, the database may hold people erased
 * since the backup was made. Their entries are in the ledger (file or live table) but not in the
 * restored table; every address whose hash, or whose lead's id hash, is among them is erased again.
 * Only entries the database lacks are re-applied: an entry it already has was applied before the
 * backup was made, and whatever carries the address now came later, with new consent.
 */

/** Addresses in the database that the ledger's identifiers name (by address or by lead id). */
async function addressesNamedBy(db: Kysely<Database>, key: string, identifiers: Set<string>): Promise<string[]> {
  const found = new Set<string>();
  const consider = (email: string | null | undefined, leadId?: string) => {
    if (!email) return;
    const named =
      identifiers.has(ledgerIdentifier(key, "email", email)) ||
      (leadId !== undefined && identifiers.has(ledgerIdentifier(key, "lead", leadId)));
    if (named) found.add(normaliseAddress(email));
  };
  for (const row of await db.selectFrom("applications").select(["id", "applicant_email"]).execute()) {
    consider(row.applicant_email, row.id);
  }
  for (const table of ["contact_messages", "newsletter_subscribers"] as const) {
    for (const row of await db.selectFrom(table).select(["id", "email"]).execute()) consider(row.email, row.id);
  }
  for (const table of ["founder_links", "founder_sessions"] as const) {
    for (const row of await db.selectFrom(table).select("email").execute()) consider(row.email);
  }
  // Mails queued to an address (a sign-in link, a confirmation) name it in their payload.
  for (const row of await db.selectFrom("outbox").select("payload").where("payload", "like", '%"email"%').execute()) {
    try {
      consider((JSON.parse(row.payload) as { email?: string }).email);
    } catch {
      // An unreadable payload names no one this can find.
    }
  }
  return [...found];
}

/** Erases again what `entries` name and the database still holds; records the entries. Returns the addresses. */
export async function reapplyErasures(handle: DatabaseHandle, entries: LedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const key = await ledgerKey(handle);
  const addresses = await addressesNamedBy(handle.db, key, new Set(entries.map((entry) => entry.identifier)));
  for (const address of addresses) await eraseByEmail(handle, address, null, undefined, "erasure_reapplied");
  await handle.write((trx) => insertLedgerEntries(trx, entries));
  return addresses.length;
}

/** The entries of `ledger` the database's own table lacks. */
export async function missingFromTable(handle: DatabaseHandle, ledger: LedgerEntry[]): Promise<LedgerEntry[]> {
  const known = new Set((await readLedgerTable(handle.db)).map((entry) => entry.identifier));
  const missing = new Map<string, LedgerEntry>();
  for (const entry of ledger) if (!known.has(entry.identifier)) missing.set(entry.identifier, entry);
  return [...missing.values()];
}

/**
 * At start-up, before the outbox worker: on SQLite the ledger file and the table are made to agree.
 * Table entries the file lacks are appended (a crash between commit and append); file entries the
 * table lacks mean the database was restored: they are re-applied. PostgreSQL has no file; its
 * restores go through `npm run db:restore`, which does the same with the live table.
 */
export async function reconcileErasureLedger(handle: DatabaseHandle): Promise<void> {
  const file = ledgerFileOf(handle);
  if (!file) return;
  const inFile = readLedgerFile(file);
  const written = new Set(inFile.map((entry) => entry.identifier));
  appendLedgerFile(
    file,
    (await readLedgerTable(handle.db)).filter((entry) => !written.has(entry.identifier)),
  );
  const missing = await missingFromTable(handle, inFile);
  if (missing.length === 0) return;
  const addresses = await reapplyErasures(handle, missing);
  logger.warn(
    { entries: missing.length, addresses },
    "erasure ledger re-applied: the database lacked erasures recorded in the ledger file (restored from a backup?)",
  );
}

/** Start-up's entry (server/app.ts): the process's database. */
export const reapplyErasureLedger = () => reconcileErasureLedger(getDatabase());
