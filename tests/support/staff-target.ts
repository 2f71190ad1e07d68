import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase } from "../../app/server/db/db.server.ts";
import type { Database } from "../../app/server/db/schema.ts";
import type { TestDialect } from "./database.ts";
import { createPgSchema, type PgSchema } from "./postgres-schema.ts";
import { type RunningServer, startServer } from "./server.ts";
import { createStaffAccount } from "./staff.ts";

// Vitest-only (it registers hooks), so apart from staff.ts, which the bench imports under plain node.

/** Where a staff test sends its requests, and how it creates accounts there. */
export interface StaffTarget {
  baseURL: string;
  /** Runs `read` on the server's database, to look at what it stored. */
  read: <T>(read: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
  createAccount: (role: "admin" | "member") => ReturnType<typeof createStaffAccount>;
}

const sqliteFileTarget = (baseURL: string, dataDir: string): StaffTarget => ({
  baseURL,
  read: async (read) => {
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    try {
      return await read(handle.db);
    } finally {
      await handle.close();
    }
  },
  createAccount: (role) => createStaffAccount(dataDir, role),
});

/**
 * A server for the enclosing describe block's staff tests: on SQLite the suite's shared one, unless
 * `ownServer` (for tests that change site-wide settings); on PostgreSQL always one on a schema of its own.
 * `env` (read when the server starts, so it may name things earlier hooks set up) implies `ownServer`.
 * Read it inside tests.
 */
export function staffTargetFor(
  dialect: TestDialect,
  { ownServer = false, env }: { ownServer?: boolean; env?: () => Record<string, string> } = {},
): () => StaffTarget {
  let target: StaffTarget | undefined;
  let server: RunningServer | undefined;
  let schema: PgSchema | undefined;
  beforeAll(async () => {
    if (dialect === "sqlite" && !ownServer && !env) {
      target = sqliteFileTarget(inject("baseURL"), inject("dataDir"));
      return;
    }
    if (dialect === "sqlite") {
      server = await startServer(env?.());
      target = sqliteFileTarget(server.url, server.dataDir);
      return;
    }
    const pg = await createPgSchema("staff");
    schema = pg;
    const databaseUrl = pg.databaseUrl;
    server = await startServer({ ...env?.(), DATABASE_URL: databaseUrl });
    const dataDir = server.dataDir;
    target = {
      baseURL: server.url,
      read: (read) => read(pg.handle.db),
      createAccount: (role) => createStaffAccount(dataDir, role, undefined, databaseUrl),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await schema?.dispose();
  });
  return () => {
    if (!target) throw new Error("The staff target exists only inside tests.");
    return target;
  };
}
