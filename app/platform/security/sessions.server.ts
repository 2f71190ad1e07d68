import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";

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

type SessionTable = "sessions" | "founder_sessions";

/** A new session starting now: the cookie's token, and the times and id its row stores. */
function freshSession(now: Date) {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const row = { id: hashToken(token), created_at: iso(now), expires_at: iso(expires), last_seen_at: iso(now) };
  return { token, expires, row };
}

/** In the sign-in's transaction: drops the session being replaced and every expired or idle one. */
async function clearOldSessions(
  trx: Kysely<Database>,
  table: SessionTable,
  previousToken: string | undefined,
  now: Date,
) {
  if (previousToken) await trx.deleteFrom(table).where("id", "=", hashToken(previousToken)).execute();
  await trx
    .deleteFrom(table)
    .where((eb) => eb.or([eb("expires_at", "<", iso(now)), eb("last_seen_at", "<", idleCutoff(now))]))
    .execute();
}

/**
 * Starts a fresh session (a new token every sign-in, so a planted or old cookie never
 * becomes a signed-in one): in one transaction the replaced and stale sessions go and
 * `store` writes the new row with its owner (and anything else the sign-in records).
 */
export async function startSession(
  db: Kysely<Database>,
  table: SessionTable,
  previousToken: string | undefined,
  now: Date,
  store: (trx: Kysely<Database>, row: ReturnType<typeof freshSession>["row"]) => Promise<unknown>,
): Promise<{ token: string; expires: Date }> {
  const { token, expires, row } = freshSession(now);
  await db.transaction().execute(async (trx) => {
    await clearOldSessions(trx, table, previousToken, now);
    await store(trx, row);
  });
  return { token, expires };
}

/** Records use of a live session, at most once per TOUCH_INTERVAL_MS. */
async function touchSession(
  db: Kysely<Database>,
  table: SessionTable,
  id: string,
  lastSeenAt: string | null,
  now: Date,
) {
  if (lastSeenAt && now.getTime() - Date.parse(lastSeenAt) <= TOUCH_INTERVAL_MS) return;
  await db
    .updateTable(table)
    .set({ last_seen_at: iso(now) })
    .where("id", "=", id)
    .execute();
}

/**
 * The session this cookie token opens, as `find` reads it by the token's hash (null when
 * missing, expired, idle or revoked); its use is recorded.
 */
export async function openSession<Row extends { last_seen_at: string | null }>(
  db: Kysely<Database>,
  table: SessionTable,
  token: string | undefined,
  now: Date,
  find: (id: string) => Promise<Row | undefined>,
): Promise<Row | null> {
  if (!token) return null;
  const id = hashToken(token);
  const row = await find(id);
  if (!row) return null;
  await touchSession(db, table, id, row.last_seen_at, now);
  return row;
}

/** Deletes the row of the session this token opens, if any. */
export async function endSession(db: Kysely<Database>, table: SessionTable, token: string | undefined) {
  if (token) await db.deleteFrom(table).where("id", "=", hashToken(token)).execute();
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
