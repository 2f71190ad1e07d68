import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDialects } from "#tests/database.ts";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "./db.server.ts";
import { staticMigrationProvider } from "#app/platform/db/migrations/index.ts";

// Each PostgreSQL test suite migrates its own schema. Kysely looks for its lock table by name
// unless told the schema, so a lock table in a neighbour's schema used to be taken for ours.
describe.runIf(process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("migrate several fresh schemas at once, each with its own tables", async () => {
    for (let round = 0; round < 3; round++) {
      const databases = await Promise.all(Array.from({ length: 4 }, () => createTestDatabase("postgres")));
      try {
        for (const { handle } of databases) {
          const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
          const own = tables.filter((table) => table.schema === handle.pgSchema).map((table) => table.name);
          expect(own).toEqual(
            expect.arrayContaining(["kysely_migration", "kysely_migration_lock", "contact_messages"]),
          );
        }
      } finally {
        await Promise.all(databases.map((database) => database.dispose()));
      }
    }
  }, 60_000);
});

/*
 * 003 (staff app) was numbered before 004 and 006 (outbox dead letter, shared keys) but merged after them,
 * so a database may have run 004 and 006 already. Both orders must end in the same schema.
 */
describe.each(testDialects)("migration order on %s", (dialect) => {
  async function emptyDatabase() {
    if (dialect === "postgres") {
      const pgSchema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
      const handle = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? "", pgSchema });
      await sql`create schema ${sql.id(pgSchema)}`.execute(handle.db);
      return {
        handle,
        dispose: async () => {
          await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(handle.db);
          await handle.close();
        },
      };
    }
    const dir = mkdtempSync(path.join(tmpdir(), "noema-migrate-"));
    const handle = openDatabase({ sqliteFile: path.join(dir, "noema.sqlite") });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const applied = async (handle: DatabaseHandle) =>
    (
      await new Migrator({
        db: handle.db,
        provider: staticMigrationProvider,
        migrationTableSchema: handle.pgSchema,
      }).getMigrations()
    )
      .filter((migration) => migration.executedAt)
      .map((migration) => migration.name);
  const columns = async (handle: DatabaseHandle, table: string) =>
    (await handle.db.introspection.getTables())
      .find((entry) => entry.name === table && entry.schema === handle.pgSchema)
      ?.columns.map((column) => column.name);

  it("applies 003 on a database that already ran 004 and 006", async () => {
    const { handle, dispose } = await emptyDatabase();
    try {
      const all = await staticMigrationProvider.getMigrations();
      // The database as it was then: 001 to 006 without 003 (later migrations build on 003's columns).
      const withoutStaffApp = Object.fromEntries(
        Object.entries(all).filter(([name]) => name !== "003_lead_workflow" && name <= "006_app_secrets"),
      );
      const early = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => withoutStaffApp },
        migrationTableSchema: handle.pgSchema,
      });
      expect((await early.migrateToLatest()).error).toBeUndefined();
      await migrateToLatest(handle);
      expect(await applied(handle)).toEqual(Object.keys(all));
      expect(await columns(handle, "outbox")).toEqual(expect.arrayContaining(["subscriber_id"]));
      expect(await columns(handle, "applications")).toEqual(expect.arrayContaining(["applicant_email", "status"]));
    } finally {
      await dispose();
    }
  });

  it("applies every migration in name order on a fresh database", async () => {
    const { handle, dispose } = await emptyDatabase();
    try {
      await migrateToLatest(handle);
      const names = Object.keys(await staticMigrationProvider.getMigrations());
      expect(names).toEqual([...names].sort());
      expect(await applied(handle)).toEqual(names);
    } finally {
      await dispose();
    }
  });
});
