// A client of the public contact form, as a browser without JavaScript posts it: the bench's load,
// and the tests of durability, shutdown and faults, send the same submissions.
import { createHmac, randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CAPTCHA_ALGORITHM } from "#app/platform/captcha/captcha.server.ts";

/** The server under test gets this key, so the bench can mint challenges the server accepts. */
export const BENCH_ALTCHA_KEY = "bench-only-altcha-key-0123456789abcdef0123456789";

/**
 * A valid ALTCHA payload, solved with altcha-lib's solver. The challenge is signed with the
 * server's key exactly as the challenge route signs it, but with a tiny counter: the
 * browser's proof of work is the visitor's cost, and the server's verification (HMAC of
 * the key signature, signature, expiry) is the same whatever the counter was.
 */
export async function solvedCaptcha(hmacKey: string): Promise<string> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 500,
    counter: 1 + Math.floor(Math.random() * 4),
    deriveKey,
    expiresAt: new Date(Date.now() + 10 * 60_000),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: createHmac("sha256", hmacKey).update("altcha-key-signature").digest("hex"),
  });
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("altcha-lib could not solve a bench challenge");
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export interface FormSession {
  /** The contact page the visitor opened. */
  page: string;
}

/** A visitor's first GET of /contact. Public forms carry no CSRF token and set no cookie (decision 066). */
export async function openFormSession(baseUrl: string): Promise<FormSession> {
  const response = await fetch(`${baseUrl}/contact`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /contact answered ${response.status}`);
  return { page: `${baseUrl}/contact` };
}

/** POSTs one prepared contact body to /contact as the session's browser would without JavaScript. */
export async function postContact(baseUrl: string, session: FormSession, body: string) {
  const response = await fetch(`${baseUrl}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, referer: session.page },
    body,
  });
  return { status: response.status, html: await response.text() };
}

/** The contact fields every bench submission sends; the baseline stores rows of the same shape. */
export const CONTACT_FIELDS = {
  firstName: "Bench",
  company: "Benchmark Robotics",
  subject: "General Question",
  message: "A benchmark submission: measuring the accepted submissions per second of the contact form.",
} as const;

/**
 * URL-encoded contact submissions, each with its own idempotency key and address, and its own captcha solution
 * unless `hmacKey` is null: then none at all, as a browser without JavaScript posts (held, decision 076).
 */
export async function contactSubmissions(count: number, hmacKey: string | null, label: string): Promise<string[]> {
  const bodies: string[] = [];
  for (let index = 0; index < count; index++) {
    bodies.push(
      new URLSearchParams({
        ...CONTACT_FIELDS,
        lastName: `${label} ${index}`,
        email: `bench+${index}@example.com`,
        website_url_confirm: "",
        idempotencyKey: randomUUID(),
        ...(hmacKey === null ? {} : { altcha: await solvedCaptcha(hmacKey) }),
      }).toString(),
    );
  }
  return bodies;
}

/** How many contact messages with this last name a server on SQLite stored under `dataDir`. */
export function storedContacts(dataDir: string, lastName: string): number {
  const db = new Database(path.join(dataDir, "noema.sqlite"), { readonly: true });
  try {
    return db.prepare("select id from contact_messages where last_name = ?").all(lastName).length;
  } finally {
    db.close();
  }
}
