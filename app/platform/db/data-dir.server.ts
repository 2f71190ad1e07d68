import { randomUUID } from "node:crypto";
import { accessSync, closeSync, constants, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { getEnv } from "#app/platform/env.server.ts";

const PROBE_BYTES = 16 * 1024;

/**
 * Start-up check for SQLite: DATA_DIR exists (or can be made), takes a written and fsynced file,
 * and its database file, if any, is writable. Returns what is wrong, for the operator, or undefined.
 * Without it a read-only or full directory fails inside SQLite with a stack trace that never names it.
 */
export function dataDirProblem(dir: string = getEnv().DATA_DIR): string | undefined {
  const resolved = path.resolve(dir);
  const probe = path.join(resolved, `.write-probe-${randomUUID()}`);
  try {
    mkdirSync(resolved, { recursive: true });
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, Buffer.alloc(PROBE_BYTES));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    for (const file of ["noema.sqlite", "noema.sqlite-wal"]) {
      try {
        accessSync(path.join(resolved, file), constants.W_OK);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return (
      `DATA_DIR (${resolved}) cannot be written: ${reason}. The SQLite database lives there: ` +
      "make it writable by this user, free disk space, or point DATA_DIR elsewhere."
    );
  } finally {
    rmSync(probe, { force: true });
  }
  return undefined;
}
