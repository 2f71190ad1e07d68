import type { LeadPayload } from "./outbox.server.ts";

export class WebhookError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "WebhookError";
  }
}

/**
 * POSTs one lead as JSON. The Idempotency-Key header (the lead id) lets the
 * receiver ignore a repeat if we retry after a response got lost.
 */
export async function postLeadToWebhook(
  url: string,
  lead: LeadPayload,
  { timeoutMs = 10_000, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": lead.leadId,
        "User-Agent": "NoemaCapital-LeadOutbox/1",
      },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new WebhookError(`Webhook request failed: ${reason}`, { cause: error });
  }
  // Drain the body so the connection can be reused; its content is not needed.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new WebhookError(`Webhook answered HTTP ${response.status}`);
}
