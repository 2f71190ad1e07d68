import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  hashToken,
  readCookie,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCookieHeader,
} from "../staff/auth.server.ts";

/*
 * Founder sessions follow the staff's rules: a fresh hashed token per sign-in,
 * 30 minutes idle, 8 hours at most, HttpOnly, SameSite=Lax, Secure on https.
 */
export const FOUNDER_COOKIE = "noema_founder_session";
const TOUCH_INTERVAL_MS = 60_000;

export async function createFounderSession(
  db: Kysely<Database>,
  email: string,
  secure: boolean,
  previousToken?: string,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.transaction().execute(async (trx) => {
    if (previousToken) await trx.deleteFrom("founder_sessions").where("id", "=", hashToken(previousToken)).execute();
    await trx
      .insertInto("founder_sessions")
      .values({
        id: hashToken(token),
        email,
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
        last_seen_at: now.toISOString(),
      })
      .execute();
    await trx
      .deleteFrom("founder_sessions")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<", now.toISOString()),
          eb("last_seen_at", "<", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
        ]),
      )
      .execute();
  });
  return sessionCookieHeader(FOUNDER_COOKIE, token, secure, expires);
}

export const founderSessionToken = (request: Request) => readCookie(request, FOUNDER_COOKIE);

/** The signed-in founder's address, or null when the session is missing, expired, idle or revoked. */
export async function getFounderEmail(
  db: Kysely<Database>,
  request: Request,
  now: Date = new Date(),
): Promise<string | null> {
  const token = founderSessionToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const row = await db
    .selectFrom("founder_sessions")
    .select(["email", "last_seen_at"])
    .where("id", "=", id)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    await db.updateTable("founder_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return row.email;
}

export async function destroyFounderSession(db: Kysely<Database>, request: Request, secure: boolean) {
  const token = founderSessionToken(request);
  if (token) await db.deleteFrom("founder_sessions").where("id", "=", hashToken(token)).execute();
  return sessionCookieHeader(FOUNDER_COOKIE, "", secure);
}
