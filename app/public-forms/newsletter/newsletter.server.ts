import type { Kysely } from "kysely";
import { data } from "react-router";
import { mailCopy } from "#app/content/shared/mail/data.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { readFormDataWithLimit } from "#app/public-forms/server/body.server.ts";
import { createSignedToken, verifySignedToken } from "#app/platform/security/signed-token.server.ts";
import { mailLinkBase } from "#app/platform/mail/link-base.server.ts";
import type { OutgoingMail } from "#app/platform/mail/mailer.server.ts";

/*
 * Double opt-in and one-click unsubscribe. Links carry signed tokens (./signed-token.server.ts).
 * Confirm links expire; unsubscribe links must work for as long as mail exists.
 */

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createNewsletterToken(
  purpose: NewsletterTokenPurpose,
  subscriberId: string,
  now: number = Date.now(),
): string {
  return createSignedToken(
    `newsletter:${purpose}`,
    subscriberId,
    purpose === "confirm" ? CONFIRM_TOKEN_TTL_MS : null,
    now,
  );
}

export type TokenCheck = { ok: true; subscriberId: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyNewsletterToken(
  purpose: NewsletterTokenPurpose,
  token: string | null | undefined,
  now: number = Date.now(),
): TokenCheck {
  const check = verifySignedToken(`newsletter:${purpose}`, token, now);
  return check.ok ? { ok: true, subscriberId: check.id } : check;
}

export function newsletterLinks(subscriberId: string, now: number = Date.now()) {
  const site = mailLinkBase();
  return {
    confirmUrl: `${site}/newsletter/confirm?token=${encodeURIComponent(createNewsletterToken("confirm", subscriberId, now))}`,
    unsubscribeUrl: `${site}/newsletter/unsubscribe?token=${encodeURIComponent(createNewsletterToken("unsubscribe", subscriberId, now))}`,
  };
}

/** Every newsletter mail carries these, so mail clients can offer one-click unsubscribe (RFC 8058). */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function composeConfirmationMail(subscriber: { subscriberId: string; email: string }): OutgoingMail {
  const { confirmUrl, unsubscribeUrl } = newsletterLinks(subscriber.subscriberId);
  const copy = mailCopy.newsletterConfirmation;
  return {
    to: subscriber.email,
    subject: copy.subject,
    text: [
      copy.greeting,
      "",
      copy.body,
      "",
      copy.confirmLabel,
      confirmUrl,
      "",
      copy.ignore,
      "",
      copy.unsubscribeLabel,
      unsubscribeUrl,
    ].join("\n"),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/** A link's token: from its URL, or from the page's form (`token` field) when the URL lost it. */
export async function linkToken(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get("token");
  if (fromUrl) return fromUrl;
  const body = await readFormDataWithLimit(request, 4096).catch(() => undefined);
  const fromBody = body?.get("token");
  return typeof fromBody === "string" ? fromBody : null;
}

/** A newsletter link's GET: its token and "prompt", or "invalid" with a 400 for a token that fails. */
export function linkPrompt(request: Request, purpose: NewsletterTokenPurpose) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = verifyNewsletterToken(purpose, token).ok;
  return data({ state: valid ? ("prompt" as const) : ("invalid" as const), token }, { status: valid ? 200 : 400 });
}

export type ConfirmOutcome = "confirmed" | "invalid" | "expired";

export async function confirmSubscription(db: Kysely<Database>, token: string | null): Promise<ConfirmOutcome> {
  const check = verifyNewsletterToken("confirm", token);
  if (!check.ok) return check.reason;
  const now = new Date().toISOString();
  // Confirming twice (a second click) is still "confirmed"; an unsubscribed address stays unsubscribed.
  const updated = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "confirmed", confirmed_at: now })
    .where("id", "=", check.subscriberId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return "confirmed";
  const existing = await db
    .selectFrom("newsletter_subscribers")
    .select("status")
    .where("id", "=", check.subscriberId)
    .executeTakeFirst();
  return existing?.status === "confirmed" ? "confirmed" : "invalid";
}

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

export async function unsubscribe(db: Kysely<Database>, token: string | null): Promise<UnsubscribeOutcome> {
  const check = verifyNewsletterToken("unsubscribe", token);
  if (!check.ok) return "invalid";
  const existing = await db
    .selectFrom("newsletter_subscribers")
    .select("status")
    .where("id", "=", check.subscriberId)
    .executeTakeFirst();
  if (!existing) return "invalid";
  if (existing.status !== "unsubscribed") {
    await db
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
      .where("id", "=", check.subscriberId)
      .execute();
  }
  return "unsubscribed";
}
