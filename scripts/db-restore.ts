/*
 * `npm run db:restore -- --from <backup> [--ledger <file>]…`: restores a backup with the server
 * stopped, then erases again everyone erased since it was made (the erasure ledger, issue 21).
 * SQLite: the file made by `npm run db:backup`. PostgreSQL (DATABASE_URL): a `pg_dump --format=custom`
 * file, restored with pg_restore --clean. See docs/operations.md, Backups and restore.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { restorePostgres, restoreSqlite } from "#app/platform/db/restore.server.ts";
import { getEnv } from "#app/platform/env.server.ts";

const { values } = parseArgs({
  options: { from: { type: "string" }, ledger: { type: "string", multiple: true, default: [] } },
});
if (!values.from) {
  console.error("Usage: npm run db:restore -- --from <backup file> [--ledger <erasure-ledger.jsonl>]…");
  process.exit(2);
}
const env = getEnv();
try {
  const { reapplied, addresses } = env.DATABASE_URL
    ? await restorePostgres(values.from, env.DATABASE_URL, values.ledger)
    : await restoreSqlite(values.from, path.join(env.DATA_DIR, "noema.sqlite"), values.ledger);
  console.log(
    `Restored ${values.from}. Erasures made since the backup: ${reapplied} ledger entries re-applied, ` +
      `${addresses} addresses erased again.`,
  );
} catch (error) {
  console.error("Restore failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
