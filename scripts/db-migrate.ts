/*
 * `npm run db:migrate`: applies pending migrations to the database that env
 * selects (DATABASE_URL, else the SQLite file under DATA_DIR), then exits.
 */
import path from "node:path";
import { closeDatabase, getDatabase, migrateToLatest } from "#app/platform/db/db.server.ts";
import { getEnv } from "#app/platform/env.server.ts";

// Which database, so an operator sees at once that the settings reached the command (never the password).
const { DATABASE_URL, DATA_DIR } = getEnv();
const location = DATABASE_URL
  ? `${new URL(DATABASE_URL).host}${new URL(DATABASE_URL).pathname}`
  : path.resolve(DATA_DIR, "noema.sqlite");
const handle = getDatabase();
try {
  await migrateToLatest(handle);
  console.log(`Database (${handle.dialect}, ${location}) is up to date.`);
} catch (error) {
  console.error("Migration failed:", error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
