import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { clientAddressKey } from "#app/platform/security/rate-limit.server.ts";
import { hashToken, normaliseEmail } from "./auth.server.ts";

/*
 * Escalating back-off after failed sign-ins, stored in the database so every instance sees it.
 * Guessing is slowed per account and address together (the tight limit), per address across accounts,
 * and per account across addresses (a limit well above the first, so a few wrong passwords from
 * elsewhere never lock a partner out). A device that signed in to the account before (device cookie)
 * is counted on its own and never held back by others' failures. Keys hash the typed e-mail whether
 * or not such an account exists, so the answer never tells who has one. The address is the one Express
 * derives under TRUST_PROXY, so a forged X-Forwarded-For from outside is not believed; IPv6 counts per /64.
 */

export const BACKOFF = {
  /** Failures allowed before any wait. */
  freeFailures: { pair: 5, device: 5, ip: 20, account: 100 },
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  /** A key with no failure for this long starts over. */
  forgetAfterMs: 24 * 3_600_000,
} as const;

type Scope = keyof typeof BACKOFF.freeFailures;

export interface SignInClient {
  ip: string;
  email: string;
  /** The id of a valid device cookie for this e-mail, or null. */
  device?: string | null;
}

function keysOf({ ip, email, device }: SignInClient): [Scope, string][] {
  if (device) return [["device", `device:${hashToken(device)}`]];
  const account = hashToken(normaliseEmail(email));
  const address = clientAddressKey(ip);
  return [
    ["pair", `pair:${account}:${address}`],
    ["ip", `ip:${address}`],
    ["account", `account:${account}`],
  ];
}

/** The wait after `failures` failures: none, then 30 s doubling up to 15 minutes. */
export function backoffMs(failures: number, scope: Scope): number {
  const over = failures - BACKOFF.freeFailures[scope];
  if (over < 0) return 0;
  return Math.min(BACKOFF.maxWaitMs, BACKOFF.firstWaitMs * 2 ** over);
}

/** Seconds until this client may try again, or null if it may now. */
export async function signInWait(
  db: Kysely<Database>,
  client: SignInClient,
  now: Date = new Date(),
): Promise<number | null> {
  const keys = keysOf(client).map(([, key]) => key);
  const rows = await db.selectFrom("sign_in_throttle").select("locked_until").where("key", "in", keys).execute();
  const until = Math.max(0, ...rows.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : null;
}

export async function recordSignInFailure(db: Kysely<Database>, client: SignInClient, now: Date = new Date()) {
  const stale = new Date(now.getTime() - BACKOFF.forgetAfterMs).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [scope, key] of keysOf(client)) {
      const row = await trx
        .selectFrom("sign_in_throttle")
        .select(["failures", "last_failure_at"])
        .where("key", "=", key)
        .executeTakeFirst();
      const failures = row && row.last_failure_at > stale ? row.failures + 1 : 1;
      const wait = backoffMs(failures, scope);
      const values = {
        failures,
        last_failure_at: now.toISOString(),
        locked_until: wait ? new Date(now.getTime() + wait).toISOString() : null,
      };
      await trx
        .insertInto("sign_in_throttle")
        .values({ key, ...values })
        .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
        .execute();
    }
  });
}

/**
 * A successful sign-in clears this client's own count (its address with this account, or its device).
 * The address's and the account's counts stay: one good sign-in must not reset an attack on either.
 */
export async function recordSignInSuccess(db: Kysely<Database>, client: SignInClient) {
  const own = keysOf(client)
    .filter(([scope]) => scope === "pair" || scope === "device")
    .map(([, key]) => key);
  await db.deleteFrom("sign_in_throttle").where("key", "in", own).execute();
}
