import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import {
  endSession,
  idleCutoff,
  openSession,
  readCookie,
  sessionCookieHeader,
  startSession,
} from "#app/platform/security/sessions.server.ts";

/* Founder sessions follow the staff's rules (app/platform/security/sessions.server.ts), keyed by the address. */
export const FOUNDER_COOKIE = "noema_founder_session";

export async function createFounderSession(
  db: Kysely<Database>,
  email: string,
  secure: boolean,
  previousToken?: string,
  now: Date = new Date(),
): Promise<string> {
  const { token, expires } = await startSession(db, "founder_sessions", previousToken, now, (trx, row) =>
    trx
      .insertInto("founder_sessions")
      .values({ ...row, email })
      .execute(),
  );
  return sessionCookieHeader(FOUNDER_COOKIE, token, secure, expires);
}

export const founderSessionToken = (request: Request) => readCookie(request, FOUNDER_COOKIE);

/** The signed-in founder's address, or null when the session is missing, expired, idle or revoked. */
export async function getFounderEmail(
  db: Kysely<Database>,
  request: Request,
  now: Date = new Date(),
): Promise<string | null> {
  const row = await openSession(db, "founder_sessions", founderSessionToken(request), now, (id) =>
    db
      .selectFrom("founder_sessions")
      .select(["email", "last_seen_at"])
      .where("id", "=", id)
      .where("expires_at", ">", now.toISOString())
      .where("last_seen_at", ">", idleCutoff(now))
      .executeTakeFirst(),
  );
  return row?.email ?? null;
}

export async function destroyFounderSession(db: Kysely<Database>, request: Request, secure: boolean) {
  await endSession(db, "founder_sessions", founderSessionToken(request));
  return sessionCookieHeader(FOUNDER_COOKIE, "", secure);
}
