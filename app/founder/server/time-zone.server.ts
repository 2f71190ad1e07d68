import { isTimeZone } from "#app/staff/view/time-zone.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { readCookie } from "#app/platform/security/sessions.server.ts";
import { stringifySetCookie } from "cookie";

/*
 * The founder's own time zone (issue 26: a founder in Berlin read London times). The sign-in button's
 * form carries the browser's zone (a hidden field a small script fills); it is kept in a cookie of its
 * own, since a zone is no secret and a founder has no profile. Without it (no JavaScript), the firm's
 * zone applies, and every time names its zone ("09:04 GMT").
 */
export const FOUNDER_ZONE_COOKIE = "noema_founder_zone";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const known = (zone: string | undefined | null): zone is string =>
  typeof zone === "string" && zone.length > 0 && zone.length <= 64 && isTimeZone(zone);

/** The zone a founder's pages show times in: theirs when the sign-in sent one, else the firm's. */
export function founderTimeZone(request: Request): string {
  const zone = readCookie(request, FOUNDER_ZONE_COOKIE);
  return known(zone) ? zone : getEnv().FIRM_TIME_ZONE;
}

/** The cookie keeping the zone a sign-in sent, or undefined when it sent none this runtime knows. */
export function founderZoneCookie(zone: FormDataEntryValue | null, secure: boolean): string | undefined {
  if (typeof zone !== "string" || !known(zone)) return undefined;
  return stringifySetCookie({
    name: FOUNDER_ZONE_COOKIE,
    value: zone,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
}
