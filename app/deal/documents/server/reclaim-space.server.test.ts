import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { receiveFounderUpload } from "#tests/founder-upload.ts";
import { pdfBytes } from "#tests/sample-files.ts";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "#app/platform/db/db.server.ts";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { completeUpload } from "./founder-documents.server.ts";
import { documentRequests, requestDocuments } from "./requests.server.ts";

/*
 * Issue 26 item 4: a refused 30 MB upload left the SQLite file at 27 MB for good (6,422 of 6,611
 * pages empty), and every backup with it. Freed pages now go back to the file system after a refusal
 * and after an erasure, and a database made before switches to incremental auto-vacuum by migration 021.
 */

const MB = 1024 * 1024;

describe("SQLite gives back the space of deleted documents", () => {
  let dir: string;
  let file: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "noema-reclaim-"));
    file = path.join(dir, "noema.sqlite");
    handle = openDatabase({ sqliteFile: file });
    await migrateToLatest(handle);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The database's bytes on disk once its WAL is written back: what stays, and what a backup copies. */
  const bytesOnDisk = async () => {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
    return statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  };

  async function founderRequest(email: string) {
    const staff = await insertStaff(handle.db);
    const application = await insertApplication(handle.db, { applicant_email: email });
    await requestDocuments(handle, application.id, { itemKeys: ["cap-table"] }, { id: staff.id }, `key-${email}`);
    const [request] = await documentRequests(handle.db, application.id);
    return { application, requestId: request!.id };
  }

  function upload(email: string, applicationId: string, requestId: string, bytes: Buffer) {
    return receiveFounderUpload(handle, { email, applicationId, requestId }, { fileName: "accounts.pdf", bytes });
  }

  it("is back under 2 MB after a refused 30 MB upload", { timeout: 60_000 }, async () => {
    const email = "refused@founder.example";
    const { application, requestId } = await founderRequest(email);
    const before = await bytesOnDisk();
    expect(await upload(email, application.id, requestId, pdfBytes(30 * MB))).toEqual({
      ok: false,
      error: "tooLarge",
    });
    expect(before).toBeLessThan(2 * MB);
    expect(await bytesOnDisk()).toBeLessThan(2 * MB);
  });

  it("is back under 2 MB after the founder of a 20 MB upload is erased", { timeout: 60_000 }, async () => {
    const email = "erased@founder.example";
    const { application, requestId } = await founderRequest(email);
    const stored = await upload(email, application.id, requestId, pdfBytes(20 * MB));
    if (!stored.ok) throw new Error(stored.error);
    expect(await completeUpload(handle, stored.target, stored.fileIds)).toBe("done");
    await eraseByEmail(handle, email, null);
    expect(await bytesOnDisk()).toBeLessThan(2 * MB);
  });

  it("switches a database made without auto-vacuum when it is migrated, keeping its rows", async () => {
    await handle.close();
    const older = path.join(dir, "older.sqlite");
    const raw = new SQLite(older);
    raw.pragma("journal_mode = WAL");
    raw.exec("create table kept (id integer primary key, body text)");
    raw.prepare("insert into kept (body) values (?)").run("still here");
    expect(raw.pragma("auto_vacuum", { simple: true })).toBe(0);
    raw.close();

    handle = openDatabase({ sqliteFile: older });
    await migrateToLatest(handle);
    const mode = await sql<{ auto_vacuum: number }>`pragma auto_vacuum`.execute(handle.db);
    expect(mode.rows[0]?.auto_vacuum).toBe(2);
    const rows = await sql<{ body: string }>`select body from kept`.execute(handle.db);
    expect(rows.rows).toEqual([{ body: "still here" }]);
  });
});
