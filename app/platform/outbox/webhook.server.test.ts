import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/platform/env.server.ts";
import { testDialects } from "#tests/database.ts";
import { TEST_WEBHOOK_SECRET, applyTestEnv } from "#tests/env.ts";
import { outboxTestBed } from "#tests/outbox.ts";
import { startWebhookServer } from "#tests/receivers.ts";

/* Issue 13, finding 5: lead webhooks went out unsigned. */

describe.each(testDialects)("signed lead webhooks on %s", (dialect) => {
  const bed = outboxTestBed(dialect);
  let webhook: Awaited<ReturnType<typeof startWebhookServer>> | undefined;
  afterEach(async () => {
    await webhook?.close();
  });

  const headersOf = (call: { headers: Record<string, string | string[] | undefined> }) => ({
    "webhook-id": String(call.headers["webhook-id"]),
    "webhook-timestamp": String(call.headers["webhook-timestamp"]),
    "webhook-signature": String(call.headers["webhook-signature"]),
  });

  it("signs each call the Standard Webhooks way; a receiver verifies it and dedupes retries by webhook-id", async () => {
    webhook = await startWebhookServer({ failures: 1 });
    applyTestEnv({ LEAD_WEBHOOK_URL: webhook.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    const [leadId] = await bed.storeLeads(1);
    const worker = bed.newWorker({ baseDelayMs: 1, maxDelayMs: 1 });
    await worker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.runOnce();

    const receiver = new Webhook(TEST_WEBHOOK_SECRET);
    const seen = new Set<string>();
    const [first, retry] = webhook.calls;
    expect(webhook.calls).toHaveLength(2);
    for (const call of [first, retry]) {
      if (!call) throw new Error("missing call");
      const headers = headersOf(call);
      expect(receiver.verify(call.rawBody, headers)).toMatchObject({ leadId, form: "contact" });
      expect(Number(headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);
      seen.add(headers["webhook-id"]);
    }
    // The retry is the same message: one id, so the receiver keeps the lead once.
    expect(seen.size).toBe(1);

    const [row] = await bed.rows("lead_webhook");
    expect([...seen]).toEqual([row?.id]);
  });

  it("a receiver with another secret, or a tampered body, fails verification", async () => {
    webhook = await startWebhookServer();
    applyTestEnv({ LEAD_WEBHOOK_URL: webhook.url, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    await bed.storeLeads(1);
    await bed.newWorker().runOnce();
    const call = webhook.calls[0];
    if (!call) throw new Error("no call");
    const headers = headersOf(call);
    expect(() =>
      new Webhook("whsec_" + Buffer.alloc(24, 7).toString("base64")).verify(call.rawBody, headers),
    ).toThrow();
    expect(() => new Webhook(TEST_WEBHOOK_SECRET).verify(call.rawBody.replace("Grace", "Grack"), headers)).toThrow();
  });
});

describe("LEAD_WEBHOOK_SECRET", () => {
  const production = { NODE_ENV: "production", LEAD_WEBHOOK_URL: "https://crm.example/leads" };

  it("accepts a whsec_ secret of 24 to 64 bytes", () => {
    expect(parseEnv({ ...production, LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }).LEAD_WEBHOOK_SECRET).toBe(
      TEST_WEBHOOK_SECRET,
    );
  });

  it.each([
    ["no prefix", Buffer.alloc(24, 1).toString("base64")],
    ["too short", "whsec_" + Buffer.alloc(8, 1).toString("base64")],
    ["not base64", "whsec_" + "!".repeat(40)],
  ])("refuses a secret with %s", (_, secret) => {
    expect(() => parseEnv({ ...production, LEAD_WEBHOOK_SECRET: secret })).toThrow(/LEAD_WEBHOOK_SECRET/);
  });

  it("is required in production when LEAD_WEBHOOK_URL is set, and says so", () => {
    expect(() => parseEnv(production)).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => parseEnv({ NODE_ENV: "production" })).not.toThrow();
  });
});
