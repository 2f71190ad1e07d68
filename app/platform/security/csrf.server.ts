import { randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie } from "cookie";
import { CSRF_FIELD } from "#app/shared/forms/field-names.ts";
import { getEnv } from "#app/platform/env.server.ts";

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
  const field = formData.get(CSRF_FIELD);
  return verifyCsrfField(request, typeof field === "string" ? field : undefined);
}

/** The same check for a field read some other way (a streamed upload's fields). */
export function verifyCsrfField(request: Request, fieldToken: string | undefined): boolean {
  const cookieToken = readCsrfCookie(request.headers.get("cookie"));
  if (!cookieToken || !isWellFormedCsrfToken(fieldToken)) return false;
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
  const allowed = siteOrigins(request.url);
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

/** This site's origins: the request's own (the upstream address behind a proxy) and SITE_URL's. */
function siteOrigins(requestUrl: string): Set<string> {
  return new Set([new URL(requestUrl).origin, new URL(getEnv().SITE_URL).origin]);
}

/*
 * Fetch Metadata (decision 066). Every current browser says who started a request in Sec-Fetch-Site,
 * and no page can forge it. "same-origin" is our own page; "none" is the visitor's own act (address
 * bar, bookmark, a reload that resends), which no other site can cause. "same-site" (a sibling
 * subdomain) and "cross-site" are refused.
 */
const TRUSTED_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * A public form's CSRF check: Sec-Fetch-Site when the browser sends it, else (older browsers,
 * some privacy tools) the Origin, or failing that the Referer, must be this site.
 */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return TRUSTED_FETCH_SITES.has(site);
  return verifyOrigin(request);
}

/**
 * What the server refuses before any route runs, for every unsafe method: a post another site
 * started, as the browser tells (Sec-Fetch-Site) or, without Fetch Metadata, as its Origin shows.
 * A post with neither header passes on to the route's own checks.
 */
export function isCrossSitePost(request: Pick<Request, "method" | "url" | "headers">): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return !TRUSTED_FETCH_SITES.has(site);
  const origin = request.headers.get("origin");
  return origin !== null && !siteOrigins(request.url).has(origin);
}

/**
 * A post from a page of the staff app or the founder account: the browser must not say another site
 * (or a sibling subdomain) started it, and its Origin, or failing that its Referer, must be this site.
 * Stricter than a public form's check: a post with neither header is refused, as a browser always
 * sends one on a form post.
 */
export function isOwnPagePost(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && !TRUSTED_FETCH_SITES.has(site)) return false;
  return verifyOrigin(request);
}

/**
 * Where the double-submit token is still used (decision 066): the staff app and the signed-in
 * founder account, page or data request (`/inbox.data`). Public pages, the founder's sign-in
 * request among them, carry no token and get no cookie.
 */
export function usesCsrfToken(pathname: string): boolean {
  if (/^\/account\/sign-in(?:[/.]|$)/.test(pathname)) return false;
  return /^\/(?:inbox|account)(?:[/.]|$)/.test(pathname);
}
