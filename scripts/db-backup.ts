/*
 * `npm run db:backup [-- --out path/to/file.sqlite]`: an online backup of the
 * SQLite database under DATA_DIR into DATA_DIR/backups/noema-<UTC time>.sqlite,
 * safe while the server runs. On PostgreSQL (DATABASE_URL) use pg_dump instead;
 * docs/operations.md gives the command.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { backupSqlite, datedBackupName } from "#app/platform/db/backup.server.ts";
import { getEnv } from "#app/platform/env.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const env = getEnv();
if (env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: this database is PostgreSQL. Back it up with pg_dump, e.g.\n" +
      '  pg_dump --format=custom --file="noema-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL"\n' +
      "(see docs/operations.md, Backups).",
  );
  process.exit(2);
}

const source = path.join(env.DATA_DIR, "noema.sqlite");
const destination = values.out ?? path.join(env.DATA_DIR, "backups", datedBackupName());
try {
  const { file, pages } = await backupSqlite(source, destination);
  console.log(`Backed up ${source} to ${file} (${pages} pages, integrity ok).`);
} catch (error) {
  console.error("Backup failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
