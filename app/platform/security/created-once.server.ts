import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * Keys generated once and then kept: the first creator's key is the one everybody reads, and a key
 * in place is never replaced (it signs links already sent and keys hashes already stored).
 */

/**
 * The key in `file`, created if absent: written in full and synced to a private temp file, then
 * linked into place. link() fails when another process made the file meanwhile; its key is read.
 */
export function keyFileOnce(file: string, newKey: () => string): string {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    writeFileSync(temp, newKey(), { mode: 0o600, flush: true });
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(temp);
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** The key stored under `name` in app_secrets, inserted if absent: the first instance to start creates it. */
export async function storedKeyOnce(db: Kysely<Database>, name: string, newKey: () => string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: newKey(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  return (await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow()).value;
}
