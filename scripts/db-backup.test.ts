import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { storeContactMessage } from "#app/public-forms/server/stores.server.ts";
import { applyTestEnv } from "#tests/env.ts";
import { numberedContact } from "#tests/outbox.ts";

/* Issue 13, Operations: `npm run db:backup` takes an online SQLite backup; a restore finds the leads. */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

describe("npm run db:backup", () => {
  let dataDir: string;
  let live: DatabaseHandle;
  const opened: DatabaseHandle[] = [];
  const store = (handle: DatabaseHandle, index: number) =>
    handle.write((trx) => storeContactMessage(trx, numberedContact(index), new Date()));

  beforeEach(async () => {
    applyTestEnv();
    dataDir = mkdtempSync(path.join(tmpdir(), "noema-backup-"));
    live = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    await migrateToLatest(live);
  });
  afterEach(async () => {
    await Promise.all([live, ...opened.splice(0)].map((handle) => handle.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function restore(backupFile: string): Promise<DatabaseHandle> {
    const restoredDir = mkdtempSync(path.join(dataDir, "restored-"));
    copyFileSync(backupFile, path.join(restoredDir, "noema.sqlite"));
    const restored = openDatabase({ sqliteFile: path.join(restoredDir, "noema.sqlite") });
    opened.push(restored);
    await migrateToLatest(restored);
    return restored;
  }

  it("writes a dated, restorable copy under DATA_DIR/backups while the server keeps writing", async () => {
    const before = await Promise.all([0, 1, 2].map((index) => store(live, index)));
    // Writes keep arriving during the backup, as they would from a running server.
    let writing = true;
    let index = 3;
    const writer = (async () => {
      while (writing) await store(live, index++);
    })();
    const { stdout } = await run(process.execPath, ["scripts/db-backup.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    writing = false;
    await writer;

    const [backup] = readdirSync(path.join(dataDir, "backups"));
    expect(backup).toMatch(/^noema-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/);
    expect(stdout).toMatch(/integrity ok/);
    const restored = await restore(path.join(dataDir, "backups", backup ?? ""));
    const leads = await restored.db.selectFrom("contact_messages").select("id").execute();
    const ids = leads.map((lead) => lead.id);
    expect(ids).toEqual(expect.arrayContaining(before));
    // A consistent snapshot: every lead in it comes with both of its outbox rows.
    const outbox = await restored.db.selectFrom("outbox").select("id").execute();
    expect(outbox).toHaveLength(ids.length * 2);
  });

  it("writes to --out, and points PostgreSQL users to pg_dump", async () => {
    await store(live, 0);
    const out = path.join(dataDir, "elsewhere", "copy.sqlite");
    await run(process.execPath, ["scripts/db-backup.ts", "--out", out], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    const restored = await restore(out);
    expect(await restored.db.selectFrom("contact_messages").select("last_name").execute()).toEqual([
      { last_name: "Hopper 0" },
    ]);

    const refused = run(process.execPath, ["scripts/db-backup.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "postgres://backup@127.0.0.1:5432/noema" },
    });
    await expect(refused).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/pg_dump/) });
  });
});
