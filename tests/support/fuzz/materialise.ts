import { randomUUID } from "node:crypto";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import type { RawRequest } from "#tests/http.ts";
import { validApplication, validContact } from "#tests/fixtures.ts";
import { headerBytes, withLongPart } from "./long-parts.ts";
import type { RequestPlan, Value } from "./requests.ts";

export interface FuzzContext {
  baseUrl: string;
  /** A CSRF token the server handed out (cookie value = form field value). */
  csrfToken: string;
  /** A signed-in staff session cookie ("name=value"), for the inbox routes. */
  staffCookie: string | undefined;
  /** A fresh, valid captcha payload (each is single-use). */
  captcha: () => Promise<string>;
}

export interface MaterialisedRequest {
  request: RawRequest;
  /** The unique idempotency key a submission-like request carries, to find what it stored. */
  trackedKey: string | undefined;
  /** What Node counts against its header limit (request line and headers). */
  headerBytes: number;
}

/** Forms whose rows the fuzzer follows, by route pattern. */
export const PUBLIC_FORM_ROUTES = ["/contact", "/apply", "/newsletter"];

const VALID_FIELDS: Record<string, Record<string, string>> = {
  "/contact": { ...validContact, message: "We would like to talk about venture debt.\r\nThanks." },
  "/apply": { ...validApplication, intent: "submit" },
  "/newsletter": { email: "reader@example.com" },
  "/inbox/sign-in": { email: "fuzz-staff@noema.test", password: "not-the-password" },
  "/inbox/:list/:id": { intent: "note", body: "Called back.", [IDEMPOTENCY_FIELD]: "fuzz-note-key-0001" },
  "/account/sign-in": { email: "founder@example.com" },
  "/newsletter/confirm": { token: "x.0.y" },
  "/newsletter/unsubscribe": { token: "x.0.y" },
  "/confirm-submission": { token: "x.0.y" },
};

/** UTF-8 bytes of a value; a lone surrogate becomes U+FFFD like a browser would send it. */
const bytesOf = (value: Value) => (typeof value === "string" ? Buffer.from(value, "utf8") : Buffer.from(value.bytes));

/** application/x-www-form-urlencoded encoding of raw bytes (invalid UTF-8 stays invalid). */
function percentEncode(bytes: Buffer): string {
  let out = "";
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    out += /[\w*\-.]/.test(char) ? char : byte === 0x20 ? "+" : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** A path segment: plain ASCII is sent as it is (it may already hold %-escapes), the rest encoded. */
const segment = (value: string) => (/^[\x21-\x7e]*$/.test(value) ? value : percentEncode(Buffer.from(value, "utf8")));

function pathOf(plan: RequestPlan): string {
  let index = 0;
  let path = plan.route.pattern.replace(/:\w+|\*/g, () => segment(plan.params[index++] ?? ""));
  if (plan.spelling === "double-slash") path = `/${path}`;
  if (plan.spelling === "backslash") path = `/\\${path.slice(1)}`;
  if (plan.spelling === "trailing-slash") path = `${path}/`;
  if (plan.spelling === "index-html") path = `${path.replace(/\/$/, "")}/index.html`;
  if (plan.spelling === "encoded-slash") path = `/${path.slice(1).replaceAll("/", "%2F")}`;
  const query = plan.query.map(([name, value]) => `${name}=${percentEncode(Buffer.from(value, "utf8"))}`).join("&");
  return query ? `${path}?${query}` : path;
}

function bodyOf(plan: RequestPlan, fields: Array<[string, Value]>): { contentType?: string; body: Buffer } {
  const urlencoded = () =>
    Buffer.from(
      fields.map(([name, value]) => `${percentEncode(Buffer.from(name))}=${percentEncode(bytesOf(value))}`).join("&"),
    );
  const multipart = (boundary: string, closing: boolean) => {
    const parts = fields.map(([name, value]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        bytesOf(value),
        Buffer.from("\r\n"),
      ]),
    );
    return Buffer.concat([...parts, Buffer.from(closing ? `--${boundary}--\r\n` : "")]);
  };
  switch (plan.contentType) {
    case "urlencoded":
      return { contentType: "application/x-www-form-urlencoded", body: urlencoded() };
    case "multipart":
      return { contentType: "multipart/form-data; boundary=fuzzboundary", body: multipart("fuzzboundary", true) };
    case "multipart-broken":
      return {
        contentType: "multipart/form-data; boundary=declared",
        body: multipart(fields.length % 2 ? "other" : "declared", false),
      };
    case "json":
      return { contentType: "application/json", body: Buffer.from(JSON.stringify(Object.fromEntries(fields))) };
    case "text":
      return {
        contentType: "text/plain",
        body: Buffer.from(fields.map(([n, v]) => `${n}=${typeof v === "string" ? v : ""}`).join("\n")),
      };
    case "none":
      return { body: urlencoded() };
    case "garbage":
      return { contentType: "multipart/form-data; boundary=", body: Buffer.from([0xff, 0x00, 0x2d, 0x2d, 0x0d, 0x0a]) };
  }
}

/** The request a plan describes, with this run's token, session and captchas filled in. */
export async function materialise(plan: RequestPlan, context: FuzzContext): Promise<MaterialisedRequest> {
  const fields: Array<[string, Value]> = [];
  let trackedKey: string | undefined;
  if (plan.validBase) {
    fields.push(...Object.entries(VALID_FIELDS[plan.route.pattern] ?? {}));
    if (PUBLIC_FORM_ROUTES.includes(plan.route.pattern)) {
      trackedKey = `fuzz-${randomUUID()}`;
      fields.push([IDEMPOTENCY_FIELD, trackedKey], [HONEYPOT_FIELD, ""], [CAPTCHA_FIELD, await context.captcha()]);
    }
  }
  // The plan's own fields replace the base's of the same name, or come in addition (duplicates).
  for (const [name, value] of plan.fields) {
    const existing = fields.findIndex(([candidate]) => candidate === name);
    if (existing >= 0 && name !== IDEMPOTENCY_FIELD) fields[existing] = [name, value];
    else fields.push([name, value]);
  }
  const token = context.csrfToken;
  const fieldToken = {
    valid: token,
    "field-only": token,
    mismatch: "m".repeat(43),
    malformed: "short",
    none: undefined,
    "cookie-only": undefined,
  }[plan.csrf];
  const cookieToken = {
    valid: token,
    "cookie-only": token,
    mismatch: token,
    malformed: "bad token",
    none: undefined,
    "field-only": undefined,
  }[plan.csrf];
  if (fieldToken !== undefined) fields.unshift(["csrf", fieldToken]);

  const headers: Record<string, string> = {};
  const cookies = [cookieToken && `noema_csrf=${cookieToken}`, plan.staffSession && context.staffCookie].filter(
    Boolean,
  );
  if (cookies.length) headers.cookie = cookies.join("; ");
  const origin = {
    same: context.baseUrl,
    evil: "https://evil.example",
    null: "null",
    malformed: "http://[",
    none: undefined,
  }[plan.origin];
  if (origin) headers.origin = origin;
  if (plan.forwardedFor !== undefined) headers["x-forwarded-for"] = plan.forwardedFor;

  let body: Buffer | undefined;
  if (plan.method !== "GET" && plan.method !== "HEAD") {
    const encoded = bodyOf(plan, fields);
    if (encoded.contentType) headers["content-type"] = encoded.contentType;
    body = encoded.body;
    headers["content-length"] = String(body.length);
  }
  const sent = plan.long ? withLongPart(plan.long, pathOf(plan), headers) : { path: pathOf(plan), headers };
  return {
    request: { method: plan.method, path: sent.path, headers: sent.headers, body },
    trackedKey,
    headerBytes: headerBytes(plan.method, sent.path, sent.headers),
  };
}
