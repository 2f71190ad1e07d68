import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "#app/staff/server/device-cookie.server.ts";
import { hashToken } from "#app/platform/security/sessions.server.ts";
import { BACKOFF } from "#app/staff/server/throttle.server.ts";
import { type RunningServer, startServer } from "#tests/server.ts";
import { createStaffAccount, staffClient } from "#tests/staff.ts";

/*
 * The per-address sign-in back-off over HTTP, behind a proxy and not. Each server is its own: a locked
 * address must not leak into other staff tests. Every guess names a new e-mail so only the address counts.
 */

async function signInFrom(
  server: RunningServer,
  forwardedFor: string,
  fields: { email: string; password: string },
  extraCookie = "",
) {
  const { csrf } = await staffClient(server.url);
  return fetch(`${server.url}/inbox/sign-in`, {
    method: "POST",
    headers: {
      cookie: `noema_csrf=${csrf}${extraCookie ? `; ${extraCookie}` : ""}`,
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": forwardedFor,
    },
    body: new URLSearchParams({ csrf, ...fields }),
    redirect: "manual",
  });
}

const guess = () => ({ email: `guess-${randomUUID().slice(0, 8)}@noema.example`, password: "wrong-password-123" });

/** Fails `BACKOFF.freeFailures.ip` sign-ins, each from the address `from` gives for that attempt. */
async function failUntilLocked(server: RunningServer, from: (attempt: number) => string) {
  for (let attempt = 0; attempt < BACKOFF.freeFailures.ip; attempt++) {
    expect((await signInFrom(server, from(attempt), guess())).status).toBe(401);
  }
}

describe("sign-in back-off behind a trusted proxy (TRUST_PROXY=1)", () => {
  let server: RunningServer;
  let account: ReturnType<typeof createStaffAccount>;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "1" });
    account = createStaffAccount(server.dataDir, "member");
  });
  afterAll(() => server?.stop());

  it("counts failures per forwarded client: one client's guesses do not lock out another", async () => {
    await failUntilLocked(server, () => "198.51.100.1");
    const locked = await signInFrom(server, "198.51.100.1", guess());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBe(BACKOFF.firstWaitMs / 1000);
    expect(locked.headers.get("cache-control")).toBe("no-store");
    // The proxy appends the real client; an entry the client wrote before it changes nothing.
    expect((await signInFrom(server, "203.0.113.9, 198.51.100.1", guess())).status).toBe(429);

    expect((await signInFrom(server, "198.51.100.2", guess())).status).toBe(401);
    const other = await signInFrom(server, "198.51.100.2", account);
    expect(other.status).toBe(302);
    expect(other.headers.getSetCookie().some((line) => line.startsWith("noema_staff_session="))).toBe(true);
  });
});

/** Writes the account-wide lock that BACKOFF.freeFailures.account failures from as many addresses leave. */
function lockAccountAsAfterSpray(dataDir: string, email: string) {
  const db = new Database(path.join(dataDir, "noema.sqlite"));
  try {
    const now = Date.now();
    db.prepare(
      "insert into sign_in_throttle (key, failures, last_failure_at, locked_until) values (?, ?, ?, ?) " +
        "on conflict (key) do update set failures = excluded.failures, locked_until = excluded.locked_until",
    ).run(
      `account:${hashToken(email.toLowerCase())}`,
      BACKOFF.freeFailures.account,
      new Date(now).toISOString(),
      new Date(now + BACKOFF.firstWaitMs).toISOString(),
    );
  } finally {
    db.close();
  }
}

const startsSession = (response: Response) =>
  response.status === 302 && response.headers.getSetCookie().some((line) => line.startsWith("noema_staff_session="));

/** The `name=value` pair of the device cookie a successful sign-in sets. */
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(";")[0];

describe("an attacker cannot lock a staff member out (TRUST_PROXY=1)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "1" });
  });
  afterAll(() => server?.stop());

  const wrong = (account: { email: string }) => ({ email: account.email, password: "not-the-password-123" });

  it("wrong passwords from five addresses do not lock the right password out from a sixth", async () => {
    const account = createStaffAccount(server.dataDir, "member");
    for (let ip = 1; ip <= 5; ip++) {
      expect((await signInFrom(server, `198.51.100.${ip}`, wrong(account))).status).toBe(401);
    }
    expect(startsSession(await signInFrom(server, "198.51.100.6", account))).toBe(true);
  });

  it("still stops one address guessing one account", async () => {
    const account = createStaffAccount(server.dataDir, "member");
    for (let attempt = 0; attempt < BACKOFF.freeFailures.pair; attempt++) {
      expect((await signInFrom(server, "198.51.100.20", wrong(account))).status).toBe(401);
    }
    expect((await signInFrom(server, "198.51.100.20", account)).status).toBe(429);
    expect(startsSession(await signInFrom(server, "198.51.100.21", account))).toBe(true);
  });

  it("a distributed attack past the per-account limit holds back new devices, never one that signed in before", async () => {
    const account = createStaffAccount(server.dataDir, "member");
    const device = deviceCookieOf(await signInFrom(server, "203.0.113.1", account));
    expect(device).toBeTruthy();
    // The per-account count after a spray from many addresses (its counting is unit-tested in auth.server.test.ts).
    lockAccountAsAfterSpray(server.dataDir, account.email);
    expect((await signInFrom(server, "203.0.113.2", account)).status).toBe(429);
    // The known device signs in from anywhere, and a device cookie of another account does not count.
    expect(startsSession(await signInFrom(server, "203.0.113.3", account, device))).toBe(true);
    const other = createStaffAccount(server.dataDir, "member");
    const otherDevice = deviceCookieOf(await signInFrom(server, "203.0.113.4", other));
    expect((await signInFrom(server, "203.0.113.5", account, otherDevice)).status).toBe(429);
    expect((await signInFrom(server, "203.0.113.5", account, `${DEVICE_COOKIE}=forged.0000`)).status).toBe(429);
  });
});

describe("a shared office address (RATE_LIMIT_SIGNIN_MAX=3)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "1", RATE_LIMIT_SIGNIN_MAX: "3" });
  });
  afterAll(() => server?.stop());

  it("others spending the address's sign-in budget do not hold back a device that signed in before", async () => {
    const account = createStaffAccount(server.dataDir, "member");
    const device = deviceCookieOf(await signInFrom(server, "198.51.100.30", account));
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom(server, "198.51.100.30", guess());
    expect((await signInFrom(server, "198.51.100.30", account)).status).toBe(429);
    expect(startsSession(await signInFrom(server, "198.51.100.30", account, device))).toBe(true);
  });
});

describe("sign-in back-off without a trusted proxy", () => {
  let server: RunningServer;
  let account: ReturnType<typeof createStaffAccount>;
  beforeAll(async () => {
    server = await startServer();
    account = createStaffAccount(server.dataDir, "member");
  });
  afterAll(() => server?.stop());

  it("ignores X-Forwarded-For: a new forged address each time does not escape the lock", async () => {
    await failUntilLocked(server, (attempt) => `192.0.2.${attempt + 1}`);
    expect((await signInFrom(server, "192.0.2.200", guess())).status).toBe(429);
    // The lock is the socket's address, so even the right password waits.
    expect((await signInFrom(server, "192.0.2.201", account)).status).toBe(429);
  });
});
