import { Webhook } from "standardwebhooks";
import type { LeadErasedPayload, LeadPayload } from "./outbox.server.ts";
import { PermanentDeliveryError } from "./delivery-errors.server.ts";

export class WebhookError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "WebhookError";
  }
}

interface SignedPost {
  url: string;
  /** Stable across retries of one delivery (the outbox row id): the receiver dedupes on webhook-id. */
  messageId: string;
  /** Standard Webhooks secret (whsec_…); without one (development only) the call goes unsigned. */
  secret?: string;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  now?: Date;
}

export interface WebhookDelivery extends SignedPost {
  lead: LeadPayload;
}

export interface ErasureDelivery extends SignedPost {
  erased: LeadErasedPayload;
}

/** 4xx means the receiver will never take this body, except "timed out" and "slow down". */
const isPermanentStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * POSTs one lead as JSON, signed the Standard Webhooks way (webhook-id,
 * webhook-timestamp, webhook-signature = HMAC-SHA256 over id.timestamp.body).
 * Idempotency-Key (the lead id) stays for receivers written before signing.
 */
export function postLeadToWebhook({ lead, ...post }: WebhookDelivery): Promise<void> {
  return postSigned(post, JSON.stringify(lead), lead.leadId);
}

/**
 * Tells the receiver a lead was erased: a Standard Webhooks event (`type`, `timestamp`, `data`) that
 * carries the lead's id, its form and the reason, no personal data (docs/operations.md, §10).
 */
export function postLeadErasedToWebhook({ erased, ...post }: ErasureDelivery): Promise<void> {
  const { erasedAt, ...data } = erased;
  const body = JSON.stringify({ type: "lead.erased", timestamp: erasedAt, data });
  return postSigned(post, body, `lead.erased:${erased.leadId}`);
}

async function postSigned(
  { url, messageId, secret, signal, fetchImpl = fetch, now = new Date() }: SignedPost,
  body: string,
  idempotencyKey: string,
): Promise<void> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": idempotencyKey,
    "User-Agent": "NoemaCapital-LeadOutbox/2",
  };
  if (secret) {
    headers["webhook-id"] = messageId;
    headers["webhook-timestamp"] = String(Math.floor(now.getTime() / 1000));
    headers["webhook-signature"] = new Webhook(secret).sign(messageId, now, body);
  }
  let response: Response;
  try {
    response = await fetchImpl(url, { method: "POST", headers, body, signal, redirect: "error" });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new WebhookError(`Webhook request failed: ${reason}`, { cause: error });
  }
  // Drain the body so the connection can be reused; its content is not needed.
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return;
  const message = `Webhook answered HTTP ${response.status}`;
  throw isPermanentStatus(response.status) ? new PermanentDeliveryError(message) : new WebhookError(message);
}
