import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

/** `noema-2026-11-23T04-05-06Z.sqlite`: sorts by time, safe in every file system. */
export function datedBackupName(now: Date = new Date()): string {
  return `noema-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z.sqlite`;
}

export interface BackupResult {
  file: string;
  pages: number;
}

/**
 * Copies a live SQLite database with SQLite's online backup API (through
 * better-sqlite3): the server keeps reading and writing meanwhile, and the copy
 * is one consistent snapshot, committed WAL frames included. The copy is
 * checked with `pragma integrity_check` before this resolves.
 */
export async function backupSqlite(sourceFile: string, destinationFile: string): Promise<BackupResult> {
  mkdirSync(path.dirname(path.resolve(destinationFile)), { recursive: true });
  const source = new SQLite(sourceFile, { fileMustExist: true });
  let pages: number;
  try {
    source.pragma("busy_timeout = 5000");
    ({ totalPages: pages } = await source.backup(destinationFile));
  } finally {
    source.close();
  }
  const copy = new SQLite(destinationFile, { fileMustExist: true });
  try {
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`Backup ${destinationFile} failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return { file: destinationFile, pages };
}
