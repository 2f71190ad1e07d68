import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, setDatabaseForTests } from "../../app/server/db/db.server";
import { type TestDatabase, type TestDialect, createTestDatabase } from "./database";
import { applyTestEnv } from "./env";

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
