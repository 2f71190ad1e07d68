import { randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie } from "cookie";
import { CSRF_FIELD } from "~/forms/shared/field-names";
import { getEnv } from "./env.server";

export const CSRF_COOKIE = "noema_csrf";
const TOKEN_PATTERN = /^[\w-]{43}$/;

export function createCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isWellFormedCsrfToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

export function readCsrfCookie(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parseCookie(cookieHeader)[CSRF_COOKIE];
  return isWellFormedCsrfToken(value) ? value : undefined;
}

/** Double-submit check: the form field must equal the cookie. */
export function verifyCsrf(request: Request, formData: FormData): boolean {
  const cookieToken = readCsrfCookie(request.headers.get("cookie"));
  const fieldToken = formData.get(CSRF_FIELD);
  if (!cookieToken || typeof fieldToken !== "string" || !isWellFormedCsrfToken(fieldToken)) return false;
  return timingSafeEqual(Buffer.from(cookieToken), Buffer.from(fieldToken));
}

/**
 * The public site's host, for React Router's own action check (`allowedActionOrigins`): behind a
 * proxy that rewrites Host, the request URL is the upstream address and only SITE_URL names the site.
 */
export function allowedActionOrigins(siteUrl: string = getEnv().SITE_URL): string[] {
  return [new URL(siteUrl).host];
}

/**
 * The Origin (or, failing that, Referer) must be this site: the request's own origin or SITE_URL's,
 * the same two React Router allows. Browsers send Origin on
 * every cross-site POST, so a missing header means a non-browser client; we accept
 * it only when the request's own Host matches, which a forged cross-site form cannot achieve.
 */
export function verifyOrigin(request: Request): boolean {
  const requestOrigin = new URL(request.url).origin;
  const allowed = new Set([requestOrigin, new URL(getEnv().SITE_URL).origin]);
  const origin = request.headers.get("origin");
  if (origin) return allowed.has(origin);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return false;
}
