import { randomUUID } from "node:crypto";
import { createHmac } from "node:crypto";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { openDatabase } from "../../app/server/db/db.server.ts";
import Database from "better-sqlite3";
import { CAPTCHA_ALGORITHM } from "../../app/server/captcha.server.ts";
import { confirmSubmissionToken } from "../../app/server/forms/confirm-token.server.ts";

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

/**
 * URL-encoded contact submissions, each with its own idempotency key and address, and its own captcha solution
 * unless `hmacKey` is null: then none at all, as a browser without JavaScript posts (held, decision 076).
 */
export async function contactSubmissions(count: number, hmacKey: string | null, label: string): Promise<string[]> {
  const bodies: string[] = [];
  for (let index = 0; index < count; index++) {
    bodies.push(
      new URLSearchParams({
        firstName: "Bench",
        lastName: `${label} ${index}`,
        email: `bench+${index}@example.com`,
        company: "Benchmark Robotics",
        subject: "General Question",
        message: "A benchmark submission: measuring the accepted submissions per second of the contact form.",
        website_url_confirm: "",
        idempotencyKey: randomUUID(),
        ...(hmacKey === null ? {} : { altcha: await solvedCaptcha(hmacKey) }),
      }).toString(),
    );
  }
  return bodies;
}

/** The server under test signs mail links with this, so the bench can mint the links its mails would carry. */
export const BENCH_SESSION_SECRET = "bench-only-session-secret-0123456789abcdef0123";
// Set before anything reads the environment, so this process signs as the server does.
process.env.SESSION_SECRET = BENCH_SESSION_SECRET;

/** `token=…` bodies for the button of each held submission of `label` (what the confirmation mails link to). */
export function confirmationBodies(sqliteFile: string, label: string): string[] {
  const db = new Database(sqliteFile, { readonly: true });
  try {
    const rows = db
      .prepare("select id, created_at from pending_submissions where value like ?")
      .all(`%"lastName":"${label} %`) as { id: string; created_at: string }[];
    return rows.map((row) => new URLSearchParams({ token: confirmSubmissionToken(row.id, row.created_at) }).toString());
  } finally {
    db.close();
  }
}

/** Baseline: bare Kysely inserts, one committed row at a time, into the server's own SQLite file. */
export async function rawInsertsPerSecond(
  sqliteFile: string,
  seconds: number,
): Promise<{ insertsPerSecond: number; total: number }> {
  const handle = openDatabase({ sqliteFile });
  try {
    let total = 0;
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      await handle.db
        .insertInto("contact_messages")
        .values({
          id: randomUUID(),
          first_name: "Raw",
          last_name: `Insert ${total}`,
          email: `raw+${total}@example.com`,
          company: "Benchmark Robotics",
          subject: "General Question",
          message: "A raw Kysely insert for the baseline.",
          created_at: new Date().toISOString(),
        })
        .execute();
      total++;
    }
    return { insertsPerSecond: Math.round(total / ((performance.now() - started) / 1000)), total };
  } finally {
    await handle.close();
  }
}
