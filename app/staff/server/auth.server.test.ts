import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { createStaffUser, listStaff, resetPassword, setDisabled } from "./accounts.server.ts";
import {
  ARGON2_OPTIONS,
  createSession,
  destroySession,
  getStaffUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  verifyCredentials,
} from "./auth.server.ts";
import { BACKOFF, recordSignInFailure, recordSignInSuccess, signInWait } from "./throttle.server.ts";

const PASSWORD = "correct horse battery";

function requestWith(setCookie: string): Request {
  const [pair] = setCookie.split(";");
  return new Request("http://noema.test/inbox", { headers: { cookie: pair ?? "" } });
}

describe.each(testDialects)("staff sign-in on %s", (dialect) => {
  let database: TestDatabase;
  let email: string;

  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    email = `ana-${Math.random().toString(36).slice(2, 8)}@noema.example`;
    await createStaffUser(database.handle.db, { email, name: "Ana", password: PASSWORD, role: "member" });
  });

  const signIn = async (now = new Date(), previous?: string) => {
    const user = await verifyCredentials(database.handle.db, email, PASSWORD);
    if (!user) throw new Error("credentials refused");
    return createSession(database.handle.db, user.id, false, previous, now);
  };

  it("hashes with the pinned Argon2id parameters", async () => {
    const row = await database.handle.db
      .selectFrom("staff_users")
      .select("password_hash")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}\\$`,
      ),
    );
  });

  it("sets an HttpOnly, SameSite=Lax cookie, Secure when SITE_URL is https", async () => {
    const cookie = await signIn();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    applyTestEnv({ SITE_URL: "https://noema.example" });
    const { cookieIsSecure } = await import("./auth.server.ts");
    expect(cookieIsSecure(false)).toBe(true);
    applyTestEnv();
    expect(cookieIsSecure(false)).toBe(false);
  });

  it("ends a session after 30 idle minutes, and after the absolute limit however active", async () => {
    const start = new Date("2026-01-01T09:00:00.000Z");
    const cookie = await signIn(start);
    const request = requestWith(cookie);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await getStaffUser(database.handle.db, request, at(SESSION_IDLE_MS - 60_000))).not.toBeNull();
    // Activity moved the idle clock: 29 minutes later it is still alive.
    expect(await getStaffUser(database.handle.db, request, at(2 * SESSION_IDLE_MS - 120_000))).not.toBeNull();
    expect(await getStaffUser(database.handle.db, request, at(3 * SESSION_IDLE_MS))).toBeNull();

    const busy = requestWith(await signIn(start));
    for (let ms = 0; ms < SESSION_ABSOLUTE_MS; ms += SESSION_IDLE_MS / 2) {
      expect(await getStaffUser(database.handle.db, busy, at(ms))).not.toBeNull();
    }
    expect(await getStaffUser(database.handle.db, busy, at(SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });

  it("rotates the token on sign-in and refuses the old cookie and a replayed one after sign-out", async () => {
    const first = await signIn();
    const second = await signIn(new Date(), first.split(";")[0]!.split("=")[1]);
    expect(second).not.toBe(first);
    expect(await getStaffUser(database.handle.db, requestWith(first))).toBeNull();
    expect(await getStaffUser(database.handle.db, requestWith(second))).not.toBeNull();
    const cleared = await destroySession(database.handle.db, requestWith(second), false);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(await getStaffUser(database.handle.db, requestWith(second))).toBeNull();
  });

  it("signs the account out everywhere on a password reset, and the old password stops working", async () => {
    const phone = requestWith(await signIn());
    const laptop = requestWith(await signIn());
    expect(await resetPassword(database.handle.db, email, "a brand new passphrase")).toBe(2);
    expect(await getStaffUser(database.handle.db, phone)).toBeNull();
    expect(await getStaffUser(database.handle.db, laptop)).toBeNull();
    expect(await verifyCredentials(database.handle.db, email, PASSWORD)).toBeNull();
    expect(await verifyCredentials(database.handle.db, email, "a brand new passphrase")).not.toBeNull();
  });

  it("disabling revokes every session and refuses the right password", async () => {
    const session = requestWith(await signIn());
    expect(await setDisabled(database.handle.db, email, true)).toBe(1);
    expect(await getStaffUser(database.handle.db, session)).toBeNull();
    expect(await verifyCredentials(database.handle.db, email, PASSWORD)).toBeNull();
    expect((await listStaff(database.handle.db)).find((account) => account.email === email)?.disabled).toBe(true);
    await setDisabled(database.handle.db, email, false);
    expect(await verifyCredentials(database.handle.db, email, PASSWORD)).not.toBeNull();
  });

  it("backs off per account and address, escalating, the same for an account that does not exist", async () => {
    const { db } = database.handle;
    const now = new Date("2026-01-01T09:00:00.000Z");
    for (const address of [email, "nobody@noema.example"]) {
      const client = { ip: "198.51.100.50", email: address };
      for (let failure = 1; failure < BACKOFF.freeFailures.pair; failure++) await recordSignInFailure(db, client, now);
      expect(await signInWait(db, client, now)).toBeNull();
      await recordSignInFailure(db, client, now);
      expect(await signInWait(db, client, now)).toBe(BACKOFF.firstWaitMs / 1000);
      await recordSignInFailure(db, client, now);
      expect(await signInWait(db, client, now)).toBe((2 * BACKOFF.firstWaitMs) / 1000);
      // Another address is not held back by this one's guesses.
      expect(await signInWait(db, { ip: "198.51.100.99", email: address }, now)).toBeNull();
    }
    await recordSignInSuccess(db, { ip: "198.51.100.50", email });
    expect(await signInWait(db, { ip: "198.51.100.50", email }, now)).toBeNull();
  });

  it("backs off per account across addresses only well above the per-address limit, never a known device", async () => {
    const { db } = database.handle;
    const now = new Date("2026-01-01T09:00:00.000Z");
    for (let failure = 1; failure < BACKOFF.freeFailures.account; failure++) {
      await recordSignInFailure(db, { ip: `192.0.2.${failure}`, email }, now);
    }
    expect(await signInWait(db, { ip: "203.0.113.1", email }, now)).toBeNull();
    await recordSignInFailure(db, { ip: "203.0.113.2", email }, now);
    expect(await signInWait(db, { ip: "203.0.113.1", email }, now)).toBe(BACKOFF.firstWaitMs / 1000);
    expect(await signInWait(db, { ip: "203.0.113.1", email, device: "laptop" }, now)).toBeNull();
    // A known device's own failures are counted on it alone, and a success clears them.
    for (let failure = 0; failure < BACKOFF.freeFailures.device; failure++) {
      await recordSignInFailure(db, { ip: "203.0.113.1", email, device: "laptop" }, now);
    }
    expect(await signInWait(db, { ip: "203.0.113.1", email, device: "laptop" }, now)).toBe(BACKOFF.firstWaitMs / 1000);
    expect(await signInWait(db, { ip: "203.0.113.1", email, device: "phone" }, now)).toBeNull();
    await recordSignInSuccess(db, { ip: "203.0.113.1", email, device: "laptop" });
    expect(await signInWait(db, { ip: "203.0.113.1", email, device: "laptop" }, now)).toBeNull();
  });

  it("backs off per address across accounts, up to the cap", async () => {
    const { db } = database.handle;
    const now = new Date("2026-01-01T09:00:00.000Z");
    const ip = "203.0.113.77";
    for (let failure = 0; failure < BACKOFF.freeFailures.ip + 20; failure++) {
      await recordSignInFailure(db, { ip, email: `guess-${failure}@noema.example` }, now);
    }
    expect(await signInWait(db, { ip, email: "fresh@noema.example" }, now)).toBe(BACKOFF.maxWaitMs / 1000);
    expect(await signInWait(db, { ip: "203.0.113.78", email: "fresh@noema.example" }, now)).toBeNull();
  });

  it("backs off an IPv6 client per /64, so rotating the host part does not reset it", async () => {
    const { db } = database.handle;
    const now = new Date("2026-01-01T09:00:00.000Z");
    for (let failure = 0; failure < BACKOFF.freeFailures.ip; failure++) {
      await recordSignInFailure(
        db,
        { ip: `2001:db8:1:2::${failure.toString(16)}`, email: `v6-${failure}@noema.example` },
        now,
      );
    }
    expect(await signInWait(db, { ip: "2001:db8:1:2:ffff::1", email: "other@noema.example" }, now)).toBe(
      BACKOFF.firstWaitMs / 1000,
    );
    expect(await signInWait(db, { ip: "2001:db8:1:3::1", email: "other@noema.example" }, now)).toBeNull();
  });
});
