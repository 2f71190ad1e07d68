import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/database.ts";

describe.runIf(process.env.TEST_DATABASE_URL)("the PostgreSQL introspector", () => {
  it("lists only the connection's own schema, so a neighbour dropping theirs cannot fail a migration", async () => {
    const [ours, neighbour] = await Promise.all([createTestDatabase("postgres"), createTestDatabase("postgres")]);
    try {
      const tables = await ours.handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours.handle.pgSchema]));
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(["kysely_migration", "kysely_migration_lock", "contact_messages"]),
      );
      const contact = tables.find((table) => table.name === "contact_messages");
      expect(contact?.columns.find((column) => column.name === "id")).toMatchObject({ isNullable: false });
      const withoutKysely = await ours.handle.db.introspection.getTables();
      expect(withoutKysely.map((table) => table.name)).not.toContain("kysely_migration");
    } finally {
      await Promise.all([ours.dispose(), neighbour.dispose()]);
    }
  });
});
