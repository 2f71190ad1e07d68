import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Database } from "./db/schema.ts";
import { getEnv } from "./env.server.ts";

/*
 * What staff and founder sessions share (decisions 051, 055): tokens stored only as
 * SHA-256 hashes, a new token per sign-in, 30 minutes idle and 8 hours at most, and
 * one cookie shape.
 */

/** Absolute lifetime of a session, however active. */
export const SESSION_ABSOLUTE_MS = 8 * 3_600_000;
/** A session unused for this long is over. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** last_seen_at is written at most this often, not on every request. */
export const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const iso = (date: Date) => date.toISOString();
/** Sessions last seen before this are over. */
export const idleCutoff = (now: Date) => iso(new Date(now.getTime() - SESSION_IDLE_MS));

/** A new session starting now: the cookie's token, and the times and id its row stores. */
export function freshSession(now: Date) {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const row = { id: hashToken(token), created_at: iso(now), expires_at: iso(expires), last_seen_at: iso(now) };
  return { token, expires, row };
}

/** In the sign-in's transaction: drops the session being replaced and every expired or idle one. */
export async function clearOldSessions(
  trx: Kysely<Database>,
  table: "sessions" | "founder_sessions",
  previousToken: string | undefined,
  now: Date,
) {
  if (previousToken) await trx.deleteFrom(table).where("id", "=", hashToken(previousToken)).execute();
  await trx
    .deleteFrom(table)
    .where((eb) => eb.or([eb("expires_at", "<", iso(now)), eb("last_seen_at", "<", idleCutoff(now))]))
    .execute();
}

/** Secure whenever the site is served over https (or this request came over TLS). */
export function cookieIsSecure(requestIsSecure: boolean): boolean {
  return requestIsSecure || getEnv().SITE_URL.startsWith("https:");
}

/** A session cookie (staff or founder): an expiry sets it, none clears it. */
export function sessionCookieHeader(name: string, value: string, secure: boolean, expires?: Date): string {
  return stringifySetCookie({
    name,
    value,
    httpOnly: true,
    // Lax: a link from an e-mail or chat opens signed in; state changes are POSTs with a CSRF token.
    sameSite: "lax",
    secure,
    // "/" rather than "/inbox" or "/account": their data URLs (/inbox.data) would not match a narrower path.
    path: "/",
    ...(expires ? { expires } : { maxAge: 0 }),
  });
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parseCookie(header)[name] : undefined;
}
