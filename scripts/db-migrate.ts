/*
 * `npm run db:migrate`: applies pending migrations to the database that env
 * selects (DATABASE_URL, else the SQLite file under DATA_DIR), then exits.
 */
import { closeDatabase, getDatabase, migrateToLatest } from "../app/server/db/db.server.ts";

const handle = getDatabase();
try {
  await migrateToLatest(handle);
  console.log(`Database (${handle.dialect}) is up to date.`);
} catch (error) {
  console.error("Migration failed:", error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
