import { randomUUID } from "node:crypto";
import { openDatabase } from "#app/platform/db/db.server.ts";
import Database from "better-sqlite3";
import { CAPTCHA_TTL_MS } from "#app/platform/captcha/captcha.server.ts";
import { enqueueLeadDeliveries } from "#app/platform/outbox/outbox.server.ts";
import type { Database as Schema } from "#app/platform/db/schema.ts";
import type { Kysely } from "kysely";
import { confirmSubmissionToken } from "#app/public-forms/server/confirm-token.server.ts";
import { CONTACT_FIELDS } from "#tests/contact-posts.ts";

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

type ContactFields = typeof CONTACT_FIELDS & { lastName: string; email: string };

/** The row app/public-forms/server/stores.server.ts stores for a contact message. */
async function insertContactRow(db: Kysely<Schema>, id: string, fields: ContactFields, now: Date) {
  await db
    .insertInto("contact_messages")
    .values({
      id,
      first_name: fields.firstName,
      last_name: fields.lastName,
      email: fields.email,
      company: fields.company,
      subject: fields.subject,
      message: fields.message,
      created_at: now.toISOString(),
    })
    .execute();
}

export interface RawInserts {
  insertsPerSecond: number;
  total: number;
  /** What one committed transaction holds. */
  rows: "submission" | "contact row";
}

/**
 * Baseline: bare Kysely inserts, one committed transaction at a time, into the server's own SQLite file (its
 * pragmas, synchronous=FULL). "submission": the rows one accepted submission stores, shaped as the bench's
 * posts store them (its idempotency key, its captcha's use, the contact row and its two outbox entries) with
 * none of the pipeline; "contact row": one contact row alone, the baseline before decision 079.
 */
export async function rawInsertsPerSecond(
  sqliteFile: string,
  seconds: number,
  rows: RawInserts["rows"] = "submission",
): Promise<RawInserts> {
  const handle = openDatabase({ sqliteFile });
  try {
    let total = 0;
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      const now = new Date();
      const id = randomUUID();
      const fields = { ...CONTACT_FIELDS, lastName: `raw ${total}`, email: `raw+${total}@example.com` };
      if (rows === "contact row") await insertContactRow(handle.db, id, fields, now);
      else
        await handle.db.transaction().execute(async (trx) => {
          const createdAt = now.toISOString();
          await trx
            .insertInto("idempotency_keys")
            .values({
              form: "contact",
              key: randomUUID(),
              lead_id: id,
              created_at: createdAt,
              payload_hash: "0".repeat(64),
            })
            .execute();
          const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString();
          await trx
            .insertInto("captcha_solutions")
            .values({ id: randomUUID(), expires_at: expiresAt, used_at: createdAt })
            .execute();
          await insertContactRow(trx, id, fields, now);
          await enqueueLeadDeliveries(trx, { leadId: id, form: "contact", submittedAt: createdAt, fields }, now);
        });
      total++;
    }
    return { insertsPerSecond: Math.round(total / ((performance.now() - started) / 1000)), total, rows };
  } finally {
    await handle.close();
  }
}

/** Halves of one baseline measured at two moments, as one figure. */
export function combineRawInserts(halves: RawInserts[]): RawInserts {
  const total = halves.reduce((sum, half) => sum + half.total, 0);
  const seconds = halves.reduce((sum, half) => sum + half.total / Math.max(1, half.insertsPerSecond), 0);
  return {
    insertsPerSecond: Math.round(total / Math.max(seconds, 1e-9)),
    total,
    rows: halves[0]?.rows ?? "submission",
  };
}

/** Waits (a minute at most) until the server's outbox worker has no pending row left, so it takes no share of a baseline. */
export async function outboxSettled(sqliteFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const db = new Database(sqliteFile, { readonly: true });
    const { n } = db.prepare("select count(*) as n from outbox where status = 'pending'").get() as { n: number };
    db.close();
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
