import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/platform/db/db.server.ts";
import { mintFounderLink } from "#app/founder/server/links.server.ts";
import { TEST_WEBHOOK_SECRET } from "#tests/env.ts";
import { distinctPerson, insertPerson, occurrencesUnder } from "#tests/personal-data.ts";
import { startWebhookServer } from "#tests/receivers.ts";
import { type RunningServer, startServer } from "#tests/server.ts";

/*
 * Issue 21, items 5 and 8 end to end: a founder erases themselves on the production server; nothing of
 * them is left in DATA_DIR (database, WAL, a backup made afterwards); the webhook receiver is told;
 * an older backup restored with `npm run db:restore`, or copied into place by hand, does not bring
 * them back once the server starts.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");
const person = distinctPerson("Ee");
let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
let server: RunningServer | undefined;
let dataDir: string;
let outside: string;
const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" });
const start = async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  return server.url;
};
const stop = async () => {
  await server?.stop();
  server = undefined;
};

/** The person's rows in the stopped server's database (0: gone). */
async function personRows(): Promise<number> {
  const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
  try {
    const rows = await handle.db
      .selectFrom("applications")
      .select("id")
      .where("applicant_email", "=", person.email)
      .union(handle.db.selectFrom("contact_messages").select("id").where("email", "=", person.email))
      .execute();
    return rows.length;
  } finally {
    await handle.close();
  }
}

const erasedNotices = () => webhook.calls.filter((call) => (call.body as { type?: string }).type === "lead.erased");

beforeAll(async () => {
  webhook = await startWebhookServer({ secret: TEST_WEBHOOK_SECRET });
  dataDir = mkdtempSync(path.join(tmpdir(), "noema-erased-"));
  outside = mkdtempSync(path.join(tmpdir(), "noema-erased-backups-"));
});
afterAll(async () => {
  await stop();
  await webhook?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe("an erased founder", () => {
  it("leaves nothing on disk, the receiver is told, and no restored backup brings them back", async () => {
    const baseURL = await start();
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    await insertPerson(handle.db, person);
    const token = await mintFounderLink(handle.db, person.email, "erase");
    await handle.close();
    const older = path.join(outside, "older.sqlite");
    await run(process.execPath, ["scripts/db-backup.ts", "--out", older], { cwd: ROOT, env: env() });

    // The founder presses "Erase everything now" (the link's POST, without JavaScript).
    const answer = await fetch(`${baseURL}/account/link?purpose=erase&token=${token}`, {
      method: "POST",
      headers: { origin: baseURL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, purpose: "erase" }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Your data is erased");

    await run(process.execPath, ["scripts/db-backup.ts"], { cwd: ROOT, env: env() });
    expect(occurrencesUnder(dataDir, person.needles)).toEqual({});
    await expect.poll(() => erasedNotices().length, { timeout: 15_000 }).toBe(2);
    expect(erasedNotices().every((call) => call.signatureValid)).toBe(true);

    // Restored with the command: the ledger is re-applied before it returns.
    await stop();
    const restored = await run(process.execPath, ["scripts/db-restore.ts", "--from", older], { cwd: ROOT, env: env() });
    expect(restored.stdout).toContain("1 addresses erased again");
    expect(await personRows()).toBe(0);
    await start();
    expect(occurrencesUnder(dataDir, person.needles)).toEqual({});
    await expect.poll(() => erasedNotices().length, { timeout: 15_000 }).toBe(4);

    // Copied into place by hand, as the guide used to say: the server re-applies the ledger as it starts.
    await stop();
    for (const file of ["noema.sqlite-wal", "noema.sqlite-shm"]) rmSync(path.join(dataDir, file), { force: true });
    copyFileSync(older, path.join(dataDir, "noema.sqlite"));
    expect(await personRows()).toBe(2);
    await start();
    await stop();
    expect(await personRows()).toBe(0);
    expect(occurrencesUnder(dataDir, person.needles)).toEqual({});
  });
});
