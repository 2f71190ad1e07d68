import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, setDatabaseForTests } from "#app/platform/db/db.server.ts";
import { type TestDatabase, type TestDialect, createTestDatabase } from "./database.ts";
import { applyTestEnv } from "./env.ts";

/**
 * A fresh database of this dialect that the app itself uses for the calling test file (or describe
 * block): created under the test environment before its tests, unset and dropped after them.
 */
export function appDatabaseForTests(dialect: TestDialect): { readonly handle: DatabaseHandle } {
  let database: TestDatabase;
  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
    setDatabaseForTests(database.handle);
  });
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await database.dispose();
  });
  return {
    get handle() {
      return database.handle;
    },
  };
}
