import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/platform/db/db.server.ts";
import { createSession, getStaffUser, verifyCredentials } from "#app/staff/server/auth.server.ts";
import { applyTestEnv } from "#tests/env.ts";

/* `npm run staff`, run as an operator would, against a throwaway DATA_DIR; sessions are read from its file. */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const FIRST = "first-long-password";
const SECOND = "second-long-password";

describe("npm run staff", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  const email = "Tove.Lind@noema.example";
  const stored = email.toLowerCase();

  /** Runs the CLI; answers its exit code and output instead of throwing on failure. */
  async function staff(args: string[], password = FIRST) {
    try {
      const { stdout, stderr } = await run(process.execPath, ["scripts/staff.ts", ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: password, LOG_LEVEL: "silent", DATABASE_URL: "" },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** A signed-in browser of the account, as the sign-in route would start it. */
  async function signedIn(password: string) {
    const user = await verifyCredentials(handle.db, stored, password);
    if (!user) throw new Error("credentials refused");
    const cookie = await createSession(handle.db, user.id, false);
    return new Request("http://noema.test/inbox", { headers: { cookie: cookie.split(";")[0] ?? "" } });
  }

  const expectCleanFailure = (result: { code: number; stderr: string }, message: RegExp) => {
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    // An operator's typo gets a sentence, not a stack trace.
    expect(result.stderr).not.toMatch(/^\s+at /m);
  };

  beforeAll(async () => {
    applyTestEnv();
    dataDir = mkdtempSync(path.join(tmpdir(), "noema-staff-cli-"));
    const created = await staff(["create", "--email", email, "--name", "Tove Lind", "--role", "admin"]);
    expect(created).toMatchObject({ code: 0, stdout: `Staff account ready: ${stored} (admin)\n` });
    handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates an account that signs in, and lists it with its role", async () => {
    expect(await verifyCredentials(handle.db, stored, FIRST)).toMatchObject({ name: "Tove Lind", role: "admin" });
    const listed = await staff(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${stored}\\tTove Lind\\tadmin\\tactive\\t`, "m"));
  });

  it("refuses a second account for the same address", async () => {
    expectCleanFailure(await staff(["create", "--email", stored, "--name", "Again"]), /exists; use reset-password/);
  });

  it("reset-password: the old password stops working, the new one works, sessions end", async () => {
    const session = await signedIn(FIRST);
    expect(await getStaffUser(handle.db, session)).not.toBeNull();
    const reset = await staff(["reset-password", "--email", email], SECOND);
    expect(reset).toMatchObject({ code: 0, stdout: `Password changed for ${email}; 1 session(s) signed out.\n` });
    expect(await getStaffUser(handle.db, session)).toBeNull();
    expect(await verifyCredentials(handle.db, stored, FIRST)).toBeNull();
    expect(await verifyCredentials(handle.db, stored, SECOND)).not.toBeNull();
  });

  it("disable ends sessions and refuses sign-in; enable lets the account back in", async () => {
    const session = await signedIn(SECOND);
    const disabled = await staff(["disable", "--email", email]);
    expect(disabled).toMatchObject({ code: 0, stdout: `${email} disabled; 1 session(s) signed out.\n` });
    expect(await getStaffUser(handle.db, session)).toBeNull();
    expect(await verifyCredentials(handle.db, stored, SECOND)).toBeNull();
    expect((await staff(["list"])).stdout).toMatch(new RegExp(`^${stored}\\t.*\\tdisabled\\t`, "m"));

    expect(await staff(["enable", "--email", email])).toMatchObject({ code: 0, stdout: `${email} enabled.\n` });
    expect(await verifyCredentials(handle.db, stored, SECOND)).not.toBeNull();
  });

  it("role changes the account's role, and refuses a role that does not exist", async () => {
    expect(await staff(["role", "--email", email, "--role", "member"])).toMatchObject({ code: 0 });
    expect(await verifyCredentials(handle.db, stored, SECOND)).toMatchObject({ role: "member" });
    expectCleanFailure(await staff(["role", "--email", email, "--role", "owner"]), /--role must be admin or member/);
    // Without --role nothing changes (it once quietly made the account a member).
    expectCleanFailure(await staff(["role", "--email", email]), /--role is required/);
    expect(await verifyCredentials(handle.db, stored, SECOND)).toMatchObject({ role: "member" });
    expect(await staff(["role", "--email", email, "--role", "admin"])).toMatchObject({ code: 0 });
    expectCleanFailure(await staff(["role", "--email", email]), /--role is required/);
    expect(await verifyCredentials(handle.db, stored, SECOND)).toMatchObject({ role: "admin" });
  });

  it.each([
    ["an unknown command", ["promote", "--email", email], /^Usage: npm run staff/],
    ["create without --email", ["create", "--name", "Nobody"], /--email is required/],
    ["reset-password without --email", ["reset-password"], /--email is required/],
    ["an address with no account", ["disable", "--email", "nobody@noema.example"], /No account for nobody@/],
    ["a misspelt option", ["create", "--emial", email, "--name", "X"], /Unknown option '--emial'[\s\S]*Usage:/],
  ])("exits non-zero with a clear message on %s", async (_what, args, message) => {
    expectCleanFailure(await staff(args), message);
  });

  it("refuses a short password and leaves the account as it was", async () => {
    const short = await staff(["create", "--email", "short@noema.example", "--name", "Short"], "too-short");
    expectCleanFailure(short, /at least 12 characters/);
    expectCleanFailure(await staff(["reset-password", "--email", email], "too-short"), /at least 12 characters/);
    expect(await verifyCredentials(handle.db, stored, SECOND)).not.toBeNull();
    expect((await staff(["list"])).stdout).not.toContain("short@noema.example");
  });
});
