import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { persistentSecret } from "#app/platform/security/secrets.server.ts";
import { hashToken, readCookie } from "#app/platform/security/sessions.server.ts";

/*
 * OWASP's device cookie: a browser that once signed in to an account carries a signed token naming it.
 * Failed guesses from elsewhere cannot lock such a device out; its own failures are counted per device.
 * The token holds no session power: the password is still asked every time.
 */

export const DEVICE_COOKIE = "noema_staff_device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const accountKey = (email: string) => hashToken(email.trim().toLowerCase());

function signature(nonce: string, email: string): Buffer {
  return createHmac("sha256", persistentSecret("SESSION_SECRET"))
    .update(`staff-device\n${nonce}\n${accountKey(email)}`)
    .digest();
}

/** The device's id when the request carries a valid device cookie for this e-mail, else null. */
export function trustedDevice(request: Request, email: string): string | null {
  const [nonce, signed, ...rest] = (readCookie(request, DEVICE_COOKIE) ?? "").split(".");
  if (!nonce || !signed || rest.length > 0) return null;
  const expected = signature(nonce, email);
  const given = Buffer.from(signed, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** A fresh device cookie for the account just signed in to. */
export function deviceCookieHeader(email: string, secure: boolean): string {
  const nonce = randomBytes(16).toString("base64url");
  return stringifySetCookie({
    name: DEVICE_COOKIE,
    value: `${nonce}.${signature(nonce, email).toString("base64url")}`,
    httpOnly: true,
    sameSite: "strict",
    secure,
    // The sign-in action is /inbox/sign-in (or /inbox/sign-in.data when the form is sent by script).
    path: "/inbox",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
