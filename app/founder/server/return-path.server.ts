/*
 * Where a founder goes after signing in by link (decision 059): back to the page that asked them to
 * sign in. Only the account's own pages are allowed, matched whole, so a crafted link can lead
 * nowhere else (no open redirect, no header injection).
 */

const RETURN_PATH = /^\/account\/applications\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The path to come back to, or undefined for the account page (the default). */
export function founderReturnPath(value: string | null | undefined): string | undefined {
  return typeof value === "string" && RETURN_PATH.test(value) ? value : undefined;
}

/** The sign-in page, carrying the return path when there is one. */
export const founderSignInUrl = (next: string | undefined) =>
  next ? `/account/sign-in?next=${encodeURIComponent(next)}` : "/account/sign-in";
