import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { type DatabaseHandle, openDatabase } from "#app/platform/db/db.server.ts";

export interface PgSchema {
  /** DATABASE_URL for a server: the test database with its search_path set to this schema. */
  databaseUrl: string;
  /** The test's own connection to the schema, to look at what the servers stored. */
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}

/** A fresh, empty PostgreSQL schema on TEST_DATABASE_URL, dropped by dispose(). */
export async function createPgSchema(prefix: string): Promise<PgSchema> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const pgSchema = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const handle = openDatabase({ databaseUrl: base, pgSchema });
  await sql`create schema ${sql.id(pgSchema)}`.execute(handle.db);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${pgSchema}`);
  return {
    databaseUrl: url.href,
    handle,
    dispose: async () => {
      await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}
