import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  clearOldSessions,
  freshSession,
  hashToken,
  idleCutoff,
  readCookie,
  sessionCookieHeader,
  TOUCH_INTERVAL_MS,
} from "../sessions.server.ts";

/* Founder sessions follow the staff's rules (app/server/sessions.server.ts), keyed by the address. */
export const FOUNDER_COOKIE = "noema_founder_session";

export async function createFounderSession(
  db: Kysely<Database>,
  email: string,
  secure: boolean,
  previousToken?: string,
  now: Date = new Date(),
): Promise<string> {
  const { token, expires, row } = freshSession(now);
  await db.transaction().execute(async (trx) => {
    await clearOldSessions(trx, "founder_sessions", previousToken, now);
    await trx
      .insertInto("founder_sessions")
      .values({ ...row, email })
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
    .where("last_seen_at", ">", idleCutoff(now))
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
