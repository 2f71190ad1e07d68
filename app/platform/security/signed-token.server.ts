import { createHmac, timingSafeEqual } from "node:crypto";
import { persistentSecret } from "./secrets.server.ts";

/*
 * The links mailed to visitors (newsletter, and submissions confirmed by e-mail) carry tokens signed
 * with SESSION_SECRET: `<id>.<expiresAt seconds, or 0 for never>.<HMAC-SHA256, base64url>`. The scope
 * (e.g. "newsletter:confirm") is signed too, so a token for one purpose never works for another.
 */

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/;

function sign(scope: string, id: string, expiresAt: number): string {
  return createHmac("sha256", persistentSecret("SESSION_SECRET"))
    .update(`${scope}:${id}:${expiresAt}`)
    .digest("base64url");
}

/** A token for `id` (a UUID) that expires `ttlMs` after `now`; `ttlMs` null: never. */
export function createSignedToken(scope: string, id: string, ttlMs: number | null, now: number = Date.now()): string {
  const expiresAt = ttlMs === null ? 0 : Math.floor((now + ttlMs) / 1000);
  return `${id}.${expiresAt}.${sign(scope, id, expiresAt)}`;
}

export type SignedTokenCheck = { ok: true; id: string } | { ok: false; reason: "invalid" | "expired" };

export function verifySignedToken(
  scope: string,
  token: string | null | undefined,
  now: number = Date.now(),
): SignedTokenCheck {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return { ok: false, reason: "invalid" };
  const [, id = "", expiresText = "", signature = ""] = match;
  const expiresAt = Number(expiresText);
  const expected = Buffer.from(sign(scope, id, expiresAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  if (expiresAt !== 0 && expiresAt * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, id };
}
