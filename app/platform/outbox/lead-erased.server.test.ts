import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { eraseByEmail } from "#app/platform/privacy/erasure.server.ts";
import { pruneExpiredRows } from "./maintenance.server.ts";
import { testDialects } from "#tests/database.ts";
import { TEST_WEBHOOK_SECRET, applyTestEnv } from "#tests/env.ts";
import { outboxTestBed } from "#tests/outbox.ts";
import { startWebhookServer, type WebhookCall } from "#tests/receivers.ts";

/* Issue 21, item 8: the webhook receiver is told, signed, when a lead it received is erased or purged. */

describe.each(testDialects)("lead.erased webhooks on %s", (dialect) => {
  const bed = outboxTestBed(dialect);
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  afterEach(async () => {
    await webhook?.close();
  });

  async function receiverWithOneLead(email: string) {
    webhook = await startWebhookServer({ secret: TEST_WEBHOOK_SECRET });
    applyTestEnv({ LEAD_WEBHOOK_URL: webhook.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    const [leadId] = await bed.storeLeads(1, { email, lastName: "Quillfeather" });
    await bed.newWorker().runOnce();
    expect(webhook.calls.map((call) => (call.body as { leadId?: string }).leadId)).toEqual([leadId]);
    return leadId ?? "";
  }

  /** The one lead.erased call after the lead's own, verified as a receiver would. */
  async function erasedCall(): Promise<WebhookCall> {
    await bed.newWorker().runOnce();
    const erased = webhook.calls.filter((call) => (call.body as { type?: string }).type === "lead.erased");
    expect(erased).toHaveLength(1);
    const call = erased[0] as WebhookCall;
    expect(call.signatureValid).toBe(true);
    const [row] = await bed.rows("lead_erased");
    expect(call.webhookId).toBe(row?.id);
    return call;
  }

  it("sends a signed lead.erased with the lead id and no personal data when staff or the founder erase", async () => {
    const leadId = await receiverWithOneLead("zq.erased@quillfeather.example");
    await eraseByEmail(bed.database.handle, "ZQ.Erased@quillfeather.example", null);
    const call = await erasedCall();
    expect(call.body).toEqual({
      type: "lead.erased",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { leadId, form: "contact", reason: "request" },
    });
    expect(call.idempotencyKey).toBe(`lead.erased:${leadId}`);
    expect(new Webhook(TEST_WEBHOOK_SECRET).verify(call.rawBody, call.headers as Record<string, string>)).toEqual(
      call.body,
    );
    for (const personal of ["zq.erased", "Quillfeather", "Grace"]) expect(call.rawBody).not.toContain(personal);
  });

  it("sends lead.erased with reason retention when the purge deletes a lead", async () => {
    const leadId = await receiverWithOneLead("zq.purged@quillfeather.example");
    await pruneExpiredRows(bed.database.handle.db, new Date(Date.now() + 30 * 366 * 86_400_000));
    const call = await erasedCall();
    expect(call.body).toMatchObject({ type: "lead.erased", data: { leadId, form: "contact", reason: "retention" } });
    expect(call.rawBody).not.toContain("zq.purged");
  });

  it("queues nothing to deliver without a webhook: the row is skipped like the lead's own", async () => {
    applyTestEnv();
    await bed.storeLeads(1, { email: "zq.nohook@quillfeather.example" });
    await eraseByEmail(bed.database.handle, "zq.nohook@quillfeather.example", null);
    await bed.newWorker().runOnce();
    const [row] = await bed.rows("lead_erased");
    expect(row).toMatchObject({ status: "skipped", last_error: "LEAD_WEBHOOK_URL is not set" });
  });
});
