import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { resetEnvForTests } from "#app/platform/env.server.ts";
import { fileSecret, loadSecrets, persistentSecret } from "./secrets.server.ts";

const noKeys = { ALTCHA_HMAC_KEY: undefined, SESSION_SECRET: undefined };

describe("key files under DATA_DIR (SQLite)", () => {
  it("creates each key once, whole and private, and reads the same one back", () => {
    applyTestEnv(noKeys);
    const key = persistentSecret("ALTCHA_HMAC_KEY");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(persistentSecret("ALTCHA_HMAC_KEY")).toBe(key);
    expect(persistentSecret("SESSION_SECRET")).not.toBe(key);
    const dir = process.env.DATA_DIR ?? "";
    expect(readdirSync(dir).sort()).toEqual([".altcha_hmac_key", ".session_secret"]);
    expect(statSync(path.join(dir, ".altcha_hmac_key")).mode & 0o777).toBe(0o600);
  });

  it("refuses an empty or short key file with a message saying what to do", async () => {
    applyTestEnv(noKeys);
    writeFileSync(path.join(process.env.DATA_DIR ?? "", ".session_secret"), "");
    expect(() => fileSecret("SESSION_SECRET")).toThrow(/fewer than 32 .*Delete it .*or set SESSION_SECRET/);
    await expect(loadSecrets(undefined as never)).rejects.toThrow(/interrupted write/);
  });

  it("prefers the key from env", () => {
    applyTestEnv({ SESSION_SECRET: "a-session-secret-from-env-0123456789" });
    expect(persistentSecret("SESSION_SECRET")).toBe("a-session-secret-from-env-0123456789");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("keys shared through PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("gives every instance starting at once the same keys, created once", async () => {
    applyTestEnv({ ...noKeys, DATABASE_URL: process.env.TEST_DATABASE_URL });
    const other = database.openAnother();
    await Promise.all([loadSecrets(database.handle.db), loadSecrets(other.db)]);
    const rows = await database.handle.db.selectFrom("app_secrets").select(["name", "value"]).orderBy("name").execute();
    expect(rows.map((row) => row.name)).toEqual(["ALTCHA_HMAC_KEY", "SESSION_SECRET"]);
    expect(persistentSecret("ALTCHA_HMAC_KEY")).toBe(rows[0]?.value);
    expect(persistentSecret("SESSION_SECRET")).toBe(rows[1]?.value);
    // A restart reads them again instead of inventing new ones.
    await loadSecrets(other.db);
    expect(persistentSecret("SESSION_SECRET")).toBe(rows[1]?.value);
    expect(readdirSync(process.env.DATA_DIR ?? "")).toEqual([]);
  });
});

describe("persistentSecret on SQLite", () => {
  afterEach(() => {
    delete process.env.DATA_DIR;
    delete process.env.ALTCHA_HMAC_KEY;
    resetEnvForTests();
  });

  it("reads a generated secret from DATA_DIR once, not on every request", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "noema-secret-"));
    delete process.env.ALTCHA_HMAC_KEY;
    process.env.DATA_DIR = dir;
    resetEnvForTests();
    const first = persistentSecret("ALTCHA_HMAC_KEY");
    // The file changes under a running process (or disappears): the process keeps the key it started with.
    writeFileSync(path.join(dir, ".altcha_hmac_key"), "changed-on-disk-0123456789abcdef0123456789");
    expect(persistentSecret("ALTCHA_HMAC_KEY")).toBe(first);
    rmSync(dir, { recursive: true, force: true });
    expect(persistentSecret("ALTCHA_HMAC_KEY")).toBe(first);
  });
});
