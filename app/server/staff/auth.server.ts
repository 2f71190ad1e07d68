import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Database } from "../db/schema.ts";
import { processRateLimiter } from "../rate-limit.server.ts";

export const SESSION_COOKIE = "noema_staff_session";
const SESSION_HOURS = 8;
export const MIN_PASSWORD_LENGTH = 12;

export interface StaffUser {
  id: string;
  email: string;
  name: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function hashPassword(password: string): Promise<string> {
  // Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended baseline.
  return hash(password);
}

export async function createStaffUser(
  db: Kysely<Database>,
  input: { email: string; name: string; password: string },
): Promise<StaffUser> {
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const user = { id: randomUUID(), email: input.email.trim().toLowerCase(), name: input.name.trim() };
  await db
    .insertInto("staff_users")
    .values({
      ...user,
      password_hash: await hashPassword(input.password),
      created_at: new Date().toISOString(),
      last_sign_in_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .column("email")
        .doUpdateSet({ name: user.name, password_hash: (eb) => eb.ref("excluded.password_hash") }),
    )
    .execute();
  const stored = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name"])
    .where("email", "=", user.email)
    .executeTakeFirstOrThrow();
  return stored;
}

// A fixed hash to verify against when the e-mail is unknown, so timing doesn't reveal which accounts exist.
let decoyHash: Promise<string> | undefined;

export async function verifyCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<StaffUser | null> {
  const row = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) {
    decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await decoyHash, password);
    return null;
  }
  if (!(await verify(row.password_hash, password))) return null;
  return { id: row.id, email: row.email, name: row.name };
}

/** Starts a session and returns the Set-Cookie header for it. */
export async function createSession(db: Kysely<Database>, userId: string, secure: boolean): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      staff_user_id: userId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  await db.updateTable("staff_users").set({ last_sign_in_at: now.toISOString() }).where("id", "=", userId).execute();
  await db.deleteFrom("sessions").where("expires_at", "<", now.toISOString()).execute();
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    expires,
  });
}

function sessionToken(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

export async function getStaffUser(db: Kysely<Database>, request: Request): Promise<StaffUser | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("staff_users", "staff_users.id", "sessions.staff_user_id")
    .select(["staff_users.id", "staff_users.email", "staff_users.name"])
    .where("sessions.id", "=", hashToken(token))
    .where("sessions.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/** Ends the session and returns the Set-Cookie header that clears it. */
export async function destroySession(db: Kysely<Database>, request: Request, secure: boolean): Promise<string> {
  const token = sessionToken(request);
  if (token) await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: "",
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    maxAge: 0,
  });
}

export async function audit(
  db: Kysely<Database>,
  entry: { staffUserId: string | null; action: string; target?: string; ip?: string },
) {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      staff_user_id: entry.staffUserId,
      action: entry.action,
      target: entry.target ?? null,
      ip: entry.ip ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Per-IP budget of sign-in attempts; answers the seconds to wait when spent. */
export async function consumeSignInAttempt(clientIp: string): Promise<number | null> {
  const verdict = await processRateLimiter("staff-sign-in", (env) => env.RATE_LIMIT_SIGNIN_MAX).consume(clientIp);
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}
