import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { insertMessage } from "#tests/leads.ts";
import { distinctPerson, insertPerson, occurrencesIn } from "#tests/personal-data.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { reconcileErasureLedger } from "#app/platform/privacy/erasure-reapply.server.ts";
import { countHoldings, findHoldings } from "#app/platform/privacy/holdings.server.ts";
import { backupSqlite } from "./backup.server.ts";
import { type DatabaseHandle, openDatabase } from "./db.server.ts";
import { restorePostgres, restoreSqlite } from "./restore.server.ts";

/* Issue 21, item 5: a restored backup must not bring an erased person back. */

const run = promisify(execFile);

describe.each(testDialects)("restoring a backup on %s", (dialect) => {
  let database: TestDatabase;
  let dir: string;
  const reopened: DatabaseHandle[] = [];
  beforeEach(async () => {
    applyTestEnv();
    dir = mkdtempSync(path.join(tmpdir(), "noema-restore-"));
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await Promise.all(reopened.splice(0).map((handle) => handle.close()));
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A backup the way the operations guide makes one: db:backup's API on SQLite, pg_dump on PostgreSQL. */
  async function backup(): Promise<string> {
    const { handle } = database;
    const file = path.join(dir, `backup-${Date.now()}.${dialect === "sqlite" ? "sqlite" : "dump"}`);
    if (handle.sqliteFile) await backupSqlite(handle.sqliteFile, file);
    else {
      const url = process.env.TEST_DATABASE_URL ?? "";
      await run("pg_dump", ["--format=custom", `--schema=${handle.pgSchema}`, `--file=${file}`, url]);
    }
    return file;
  }

  /** Restores with db:restore's code path; answers a fresh connection to the restored database. */
  async function restore(file: string) {
    const { handle } = database;
    const result = handle.sqliteFile
      ? await restoreSqlite(file, handle.sqliteFile)
      : await restorePostgres(file, process.env.TEST_DATABASE_URL ?? "", [], handle.pgSchema);
    const restored = handle.sqliteFile
      ? openDatabase({ sqliteFile: handle.sqliteFile })
      : openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? "", pgSchema: handle.pgSchema });
    reopened.push(restored);
    return { result, restored };
  }

  it("erases again, after db:restore, a person erased since the backup; the others stay", async () => {
    const person = distinctPerson("Rs");
    const { application } = await insertPerson(database.handle.db, person);
    const stayer = await insertMessage(database.handle.db, { email: "stays@example.com" });
    const older = await backup();
    await eraseByEmail(database.handle, person.email, null);
    // The live database must be closed for a restore (the server is stopped).
    if (dialect === "sqlite") await database.handle.close();

    const { result, restored } = await restore(older);
    expect(result).toEqual({ reapplied: 4, addresses: 1 });
    expect(countHoldings(await findHoldings(restored.db, person.email)).total).toBe(0);
    const left = await restored.db.selectFrom("contact_messages").select("id").execute();
    expect(left).toEqual([{ id: stayer.id }]);
    expect(application.id).toBeTruthy();
    if (restored.sqliteFile) expect(occurrencesIn(restored.sqliteFile, person.needles)).toEqual({});
    // The webhook receiver is told again: the copy it got may have come back with its own restore.
    const notices = await restored.db.selectFrom("outbox").select("kind").where("kind", "=", "lead_erased").execute();
    expect(notices).toHaveLength(2);
  });

  it("keeps a person erased before the backup who applied again afterwards", async () => {
    const person = distinctPerson("Rt");
    await insertPerson(database.handle.db, person);
    await eraseByEmail(database.handle, person.email, null);
    const again = await insertMessage(database.handle.db, { email: person.email, first_name: "Back" });
    const withReturn = await backup();
    if (dialect === "sqlite") await database.handle.close();
    const { result, restored } = await restore(withReturn);
    expect(result.addresses).toBe(0);
    expect(await restored.db.selectFrom("contact_messages").select("id").execute()).toEqual([{ id: again.id }]);
  });
});

describe("restoring a SQLite backup by copying the file (the old procedure)", () => {
  it("re-applies the ledger file at start-up", async () => {
    applyTestEnv();
    const database = await createTestDatabase("sqlite");
    const dir = mkdtempSync(path.join(tmpdir(), "noema-restore-copy-"));
    const live = database.handle.sqliteFile ?? "";
    try {
      const person = distinctPerson("Ru");
      await insertPerson(database.handle.db, person);
      const older = path.join(dir, "older.sqlite");
      await backupSqlite(live, older);
      await eraseByEmail(database.handle, person.email, null);
      await database.handle.close();
      for (const file of [`${live}-wal`, `${live}-shm`]) rmSync(file, { force: true });
      copyFileSync(older, live);

      const started = openDatabase({ sqliteFile: live });
      try {
        // The application, the message, the sign-up and the message held unconfirmed (insertPerson).
        expect(countHoldings(await findHoldings(started.db, person.email)).total).toBe(4);
        await reconcileErasureLedger(started);
        expect(countHoldings(await findHoldings(started.db, person.email)).total).toBe(0);
      } finally {
        await started.close();
      }
    } finally {
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
