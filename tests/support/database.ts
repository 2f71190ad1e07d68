import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";

/*
 * Test databases: a fresh SQLite file per suite, and, when TEST_DATABASE_URL
 * is set (CI sets it when the local server answers), a fresh PostgreSQL
 * schema per suite, dropped afterwards.
 */

export type TestDialect = "sqlite" | "postgres";

export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Opens a second, independent connection (pool) to the same database, as another process would. */
  openAnother(): DatabaseHandle;
  dispose(): Promise<void>;
}

export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === "postgres") {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error("TEST_DATABASE_URL is not set");
    const pgSchema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const handle = openDatabase({ databaseUrl, pgSchema });
    await migrateToLatest(handle);
    const others: DatabaseHandle[] = [];
    return {
      handle,
      openAnother: () => {
        const other = openDatabase({ databaseUrl, pgSchema });
        others.push(other);
        return other;
      },
      dispose: async () => {
        await Promise.all(others.map((other) => other.close()));
        await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(handle.db);
        await handle.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "noema-db-"));
  const sqliteFile = path.join(dir, "noema.sqlite");
  const handle = openDatabase({ sqliteFile });
  await migrateToLatest(handle);
  const others: DatabaseHandle[] = [];
  return {
    handle,
    openAnother: () => {
      const other = openDatabase({ sqliteFile });
      others.push(other);
      return other;
    },
    dispose: async () => {
      await Promise.all(others.map((other) => other.close()));
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
