import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
// Relative, with its extension: scripts (the bench, the demo) load this file with plain Node.
import { facts } from "#app/content/shared/facts/data.ts";
import type { Database, FounderLinkPurpose } from "#app/platform/db/schema.ts";
import { hashToken, normaliseEmail } from "#app/staff/server/auth.server.ts";

/** A link in a founder's mail works once, and only for this long: the copy's promise (shared/facts). */
export const LINK_LIFETIME_MS = facts.signInLinkMinutes * 60_000;

/**
 * Mints a link token for this address and stores only its hash. Called when the
 * mail is delivered, so the token never sits in the outbox's payload.
 */
export async function mintFounderLink(
  db: Kysely<Database>,
  email: string,
  purpose: FounderLinkPurpose,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("founder_links")
    .values({
      id: hashToken(token),
      email: normaliseEmail(email),
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export type LinkVerdict = { ok: true; email: string } | { ok: false; reason: "unknown" | "used" | "expired" };

/** What a link would do, without using it (the page a link opens shows a button; only the POST uses it). */
export async function inspectFounderLink(
  db: Kysely<Database>,
  token: string,
  purpose: FounderLinkPurpose,
  now: Date = new Date(),
): Promise<LinkVerdict> {
  if (!token || token.length > 200) return { ok: false, reason: "unknown" };
  const row = await db
    .selectFrom("founder_links")
    .select(["email", "expires_at", "used_at"])
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.used_at !== null) return { ok: false, reason: "used" };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: "expired" };
  return { ok: true, email: row.email };
}

/** Uses the link: succeeds once, for the first of any concurrent requests. */
export async function consumeFounderLink(
  db: Kysely<Database>,
  token: string,
  purpose: FounderLinkPurpose,
  now: Date = new Date(),
): Promise<LinkVerdict> {
  const verdict = await inspectFounderLink(db, token, purpose, now);
  if (!verdict.ok) return verdict;
  const used = await db
    .updateTable("founder_links")
    .set({ used_at: now.toISOString() })
    .where("id", "=", hashToken(token))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? verdict : { ok: false, reason: "used" };
}
