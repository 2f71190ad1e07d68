import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OutboxKind, PublicFormName } from "../db/schema.ts";

/** What every lead delivery (webhook and e-mail) carries. */
export interface LeadPayload {
  leadId: string;
  form: Exclude<PublicFormName, "newsletter">;
  submittedAt: string;
  fields: Record<string, string | number | null>;
}

export interface NewsletterConfirmationPayload {
  subscriberId: string;
  email: string;
}

export interface OutboxPayloads {
  lead_webhook: LeadPayload;
  lead_email: LeadPayload;
  newsletter_confirmation: NewsletterConfirmationPayload;
}

/** Adds a delivery to the outbox; call inside the transaction that stores what it delivers. */
export async function enqueue<Kind extends OutboxKind>(
  db: Kysely<Database>,
  kind: Kind,
  payload: OutboxPayloads[Kind],
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("outbox")
    .values({
      id,
      kind,
      payload: JSON.stringify(payload),
      status: "pending",
      next_attempt_at: now.toISOString(),
      locked_until: null,
      claim_token: null,
      last_error: null,
      delivered_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** A lead goes out twice, tracked separately, so one channel succeeding never resends the other. */
export async function enqueueLeadDeliveries(db: Kysely<Database>, lead: LeadPayload, now: Date = new Date()) {
  await enqueue(db, "lead_webhook", lead, now);
  await enqueue(db, "lead_email", lead, now);
}
