import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/platform/db/db.server.ts";
import { verifyCredentials } from "#app/staff/server/auth.server.ts";

/* Issue 20: `npm run demo` fills a development database with leads in every stage; never in production. */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "noema-demo-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function demo(nodeEnv: string) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/demo.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: nodeEnv, LOG_LEVEL: "silent", DATABASE_URL: "" },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run demo", () => {
  it("refuses NODE_ENV=production and writes nothing", async () => {
    expect(await demo("production")).toEqual({ code: 1, output: expect.stringMatching(/refuses/) });
  });

  it("adds about 60 applications in every stage, with their deal work, once", async () => {
    expect((await demo("development")).code).toBe(0);
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    try {
      const { db } = handle;
      const stages = await db.selectFrom("applications").select("status").distinct().execute();
      expect(stages.map((row) => row.status).sort()).toEqual(
        ["declined", "due_diligence", "funded", "new", "reviewing", "withdrawn"].sort(),
      );
      const count = async (table: "applications" | "deal_messages" | "deal_tasks" | "document_files" | "lead_notes") =>
        Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      expect(await count("applications")).toBe(60);
      for (const table of ["deal_messages", "deal_tasks", "document_files", "lead_notes"] as const) {
        expect(await count(table)).toBeGreaterThan(0);
      }
      // Founders state figures in their own currency, and staff compare them in euros (decision 070).
      const currencies = await db
        .selectFrom("applications")
        .select(["country", "currency", "reporting_currency"])
        .where("country", "in", ["DE", "SE", "GB"])
        .execute();
      expect(new Set(currencies.map((row) => `${row.country}: ${row.currency}`))).toEqual(
        new Set(["DE: EUR", "SE: SEK", "GB: GBP"]),
      );
      const unconverted = await db
        .selectFrom("applications")
        .select(db.fn.countAll().as("n"))
        .where((eb) => eb.or([eb("reporting_currency", "is", null), eb("reporting_currency", "!=", "EUR")]))
        .executeTakeFirstOrThrow();
      expect(Number(unconverted.n)).toBe(0);
      expect(await verifyCredentials(db, "ingrid@noema.example", "demo-partner-2026")).toMatchObject({ role: "admin" });
      // A second run leaves the data as it is.
      expect(await demo("development")).toEqual({ code: 0, output: expect.stringMatching(/already holds/) });
      expect(await count("applications")).toBe(60);
    } finally {
      await handle.close();
    }
    // Two runs of the script, each hashing three passwords with argon2: slow on a loaded machine.
  }, 30_000);
});
