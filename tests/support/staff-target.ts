import path from "node:path";
import type { Kysely } from "kysely";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import type { TestDialect } from "./database.ts";
import { createPgSchema, type PgSchema } from "./postgres-schema.ts";
import { type RunningServer, startServer } from "./server.ts";
import { insertStaffAccount, signInWithCookie, type StaffAccount, staffSessionCookie } from "./staff-session.ts";

// Vitest-only (it registers hooks), so apart from staff.ts, which the bench imports under plain node.

/** Where a staff test sends its requests, and how it creates accounts there. */
export interface StaffTarget {
  baseURL: string;
  /** Runs `read` on the server's database, to look at what it stored. */
  read: <T>(read: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
  /** A new account there, written directly (staff-session.ts); its password is STAFF_PASSWORD. */
  createAccount: (role: "admin" | "member") => Promise<StaffAccount>;
  /** Signs `page` in as the account with a session cookie, and opens the applications list. */
  signIn: (page: Page, account: { email: string }) => Promise<void>;
}

type Read = StaffTarget["read"];

const staffTarget = (baseURL: string, read: Read): StaffTarget => ({
  baseURL,
  read,
  createAccount: (role) => read((db) => insertStaffAccount(db, role)),
  signIn: async (page, account) =>
    signInWithCookie(page, baseURL, await read((db) => staffSessionCookie(db, account.email))),
});

const sqliteFileTarget = (baseURL: string, dataDir: string): StaffTarget =>
  staffTarget(baseURL, async (read) => {
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    try {
      return await read(handle.db);
    } finally {
      await handle.close();
    }
  });

/**
 * A server for the enclosing describe block's staff tests: the suite's shared one for the dialect
 * (global-setup.ts), unless `ownServer` (for tests that change site-wide settings); then one of its own,
 * on PostgreSQL on a schema of its own.
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
  let closeShared: (() => Promise<void>) | undefined;
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
    if (!ownServer && !env) {
      const handle = openDatabase({ databaseUrl: inject("pgDatabaseUrl") });
      closeShared = () => handle.close();
      target = staffTarget(inject("pgBaseURL"), (read) => read(handle.db));
      return;
    }
    const pg = await createPgSchema("staff");
    schema = pg;
    server = await startServer({ ...env?.(), DATABASE_URL: pg.databaseUrl });
    target = staffTarget(server.url, (read) => read(pg.handle.db));
  });
  afterAll(async () => {
    await server?.stop();
    await schema?.dispose();
    await closeShared?.();
  });
  return () => {
    if (!target) throw new Error("The staff target exists only inside tests.");
    return target;
  };
}
