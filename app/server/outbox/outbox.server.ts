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

function outboxRow(kind: OutboxKind, payload: OutboxPayloads[OutboxKind], now: Date) {
  return {
    id: randomUUID(),
    kind,
    payload: JSON.stringify(payload),
    status: "pending" as const,
    next_attempt_at: now.toISOString(),
    locked_until: null,
    claim_token: null,
    last_error: null,
    delivered_at: null,
    created_at: now.toISOString(),
  };
}

/** Adds a delivery to the outbox; call inside the transaction that stores what it delivers. */
export async function enqueue<Kind extends OutboxKind>(
  db: Kysely<Database>,
  kind: Kind,
  payload: OutboxPayloads[Kind],
  now: Date = new Date(),
): Promise<string> {
  const row = outboxRow(kind, payload, now);
  await db.insertInto("outbox").values(row).execute();
  return row.id;
}

/**
 * A lead goes out twice, tracked separately, so one channel succeeding never resends the other.
 * Both rows go in with one statement.
 */
export async function enqueueLeadDeliveries(db: Kysely<Database>, lead: LeadPayload, now: Date = new Date()) {
  await db
    .insertInto("outbox")
    .values([outboxRow("lead_webhook", lead, now), outboxRow("lead_email", lead, now)])
    .execute();
}
