import { getEnv } from "#app/platform/env.server.ts";
import { randomBytes } from "node:crypto";
import { type Options, hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import type { Database, StaffRole } from "#app/platform/db/schema.ts";
import { processRateLimiter } from "#app/platform/security/rate-limit.server.ts";
import {
  endSession,
  idleCutoff,
  openSession,
  readCookie,
  sessionCookieHeader,
  startSession,
} from "#app/platform/security/sessions.server.ts";

// Re-exported for the modules and tests that reach the session rules through the staff auth.
export {
  cookieIsSecure,
  hashToken,
  readCookie,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCookieHeader,
} from "#app/platform/security/sessions.server.ts";

export const SESSION_COOKIE = "noema_staff_session";
export const MIN_PASSWORD_LENGTH = 12;

/**
 * Argon2id pinned here, not left to the library's defaults, so an upgrade can't
 * silently weaken new hashes: 19 MiB, 2 passes, 1 lane (OWASP's baseline).
 * Existing hashes carry their own parameters and keep verifying.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** A signed-in member, with the zone their times are shown in: their own, else FIRM_TIME_ZONE. */
export interface SignedInStaff extends StaffUser {
  timeZone: string;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// Verified against when the e-mail is unknown or disabled, so timing doesn't tell accounts apart.
let decoyHash: Promise<string> | undefined;

/** The active account these credentials open, or null; the same work is done either way. */
export async function verifyCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<StaffUser | null> {
  const row = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "password_hash", "disabled_at"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  if (!row || row.disabled_at !== null) {
    decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await decoyHash, password);
    return null;
  }
  if (!(await verify(row.password_hash, password))) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

const sessionCookie = (value: string, secure: boolean, expires?: Date) =>
  sessionCookieHeader(SESSION_COOKIE, value, secure, expires);

export const sessionToken = (request: Request) => readCookie(request, SESSION_COOKIE);

/** Starts a fresh session for the staff member and returns its Set-Cookie header. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  secure: boolean,
  previousToken?: string,
  now: Date = new Date(),
): Promise<string> {
  const { token, expires } = await startSession(db, "sessions", previousToken, now, async (trx, row) => {
    await trx
      .insertInto("sessions")
      .values({ ...row, staff_user_id: userId })
      .execute();
    await trx.updateTable("staff_users").set({ last_sign_in_at: now.toISOString() }).where("id", "=", userId).execute();
  });
  return sessionCookie(token, secure, expires);
}

/** The signed-in, active staff member, or null if the session is missing, expired, idle too long or revoked. */
export async function getStaffUser(
  db: Kysely<Database>,
  request: Request,
  now: Date = new Date(),
): Promise<SignedInStaff | null> {
  const row = await openSession(db, "sessions", sessionToken(request), now, (id) =>
    db
      .selectFrom("sessions")
      .innerJoin("staff_users", "staff_users.id", "sessions.staff_user_id")
      .select([
        "staff_users.id",
        "staff_users.email",
        "staff_users.name",
        "staff_users.role",
        "staff_users.time_zone",
        "sessions.last_seen_at",
      ])
      .where("sessions.id", "=", id)
      .where("sessions.expires_at", ">", now.toISOString())
      .where("sessions.last_seen_at", ">", idleCutoff(now))
      .where("staff_users.disabled_at", "is", null)
      .executeTakeFirst(),
  );
  return (
    row && {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      timeZone: row.time_zone ?? getEnv().FIRM_TIME_ZONE,
    }
  );
}

/** Ends the session and returns the Set-Cookie header that clears it. */
export async function destroySession(db: Kysely<Database>, request: Request, secure: boolean): Promise<string> {
  await endSession(db, "sessions", sessionToken(request));
  return sessionCookie("", secure);
}

/** Signs an account out everywhere. */
export async function revokeSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("staff_user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Per-IP budget of sign-in posts (besides the back-off); answers the seconds to wait when spent. */
export async function consumeSignInAttempt(clientIp: string): Promise<number | null> {
  const verdict = await processRateLimiter("staff-sign-in", (env) => env.RATE_LIMIT_SIGNIN_MAX).consume(clientIp);
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}
