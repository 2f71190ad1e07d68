import { stdSerializers } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "#app/platform/logger.server.ts";
import { testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { outboxTestBed } from "#tests/outbox.ts";
import { startSmtpServer, startWebhookServer } from "#tests/receivers.ts";
import { retryDelivery } from "./dead-letter.server.ts";

/* Issue 13, finding 5: permanent failures were retried every hour forever. */

describe.each(testDialects)("outbox dead letter on %s", (dialect) => {
  const bed = outboxTestBed(dialect);
  const closeServers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(closeServers.splice(0).map((close) => close()));
  });
  const webhookAnswering = async (failureStatus: number, failures = 1_000) => {
    const webhook = await startWebhookServer({ failures, failureStatus });
    closeServers.push(webhook.close);
    applyTestEnv({ LEAD_WEBHOOK_URL: webhook.url });
    return webhook;
  };
  const errorLogs = () => {
    const spy = vi.spyOn(logger, "error");
    return () => spy.mock.calls.map((call) => JSON.stringify(call));
  };

  it("marks a webhook row dead at once on a 4xx, and logs an error", async () => {
    await webhookAnswering(422);
    const logged = errorLogs();
    await bed.storeLeads(1);
    await bed.newWorker().runOnce();
    const [row] = await bed.rows("lead_webhook");
    expect(row).toMatchObject({ status: "dead", attempts: 1, locked_until: null, claim_token: null });
    expect(row?.last_error).toMatch(/HTTP 422/);
    expect(logged().filter((line) => line.includes(row?.id ?? "-"))).toHaveLength(1);
  });

  it.each([408, 429, 503])("keeps retrying a webhook that answers %i", async (status) => {
    await webhookAnswering(status);
    await bed.storeLeads(1);
    await bed.newWorker().runOnce();
    const [row] = await bed.rows("lead_webhook");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.last_error).toMatch(new RegExp(`HTTP ${status}`));
  });

  it("marks a mail row dead on an SMTP 5xx", async () => {
    const smtp = await startSmtpServer({ failures: 1, failureCode: 550 });
    closeServers.push(smtp.close);
    applyTestEnv({ LEAD_NOTIFY_EMAIL: "deals@noema.test", SMTP_URL: smtp.url });
    await bed.storeLeads(1);
    await bed.newWorker().runOnce();
    const [row] = await bed.rows("lead_email");
    expect(row).toMatchObject({ status: "dead", attempts: 1 });
    expect(row?.last_error).toMatch(/550/);
  });

  // Issue 21, item 7: servers quote the refused address in their reply, which went to the log at error level.
  it.each([
    [550, "dead", "error"],
    [450, "pending", "warn"],
  ] as const)("logs an SMTP %i refusal by outbox row, without the address", async (code, status, level) => {
    const address = "deals-desk@noema.test";
    const smtp = await startSmtpServer({ refusedRecipients: [address], refusalCode: code });
    closeServers.push(smtp.close);
    applyTestEnv({ LEAD_NOTIFY_EMAIL: address, SMTP_URL: smtp.url });
    const spy = vi.spyOn(logger, level);
    await bed.storeLeads(1);
    await bed.newWorker().runOnce();
    const [row] = await bed.rows("lead_email");
    expect(row).toMatchObject({ status, attempts: 1 });
    expect(row?.last_error).toContain(`SMTP ${code}`);
    // What pino writes of each call: its fields, with the error as its serializer renders it (causes included).
    const lines = spy.mock.calls.map(([fields]) => {
      const { err, ...rest } = fields as unknown as { err?: Error };
      return JSON.stringify({ ...rest, err: err && stdSerializers.err(err) });
    });
    const line = lines.find((candidate) => candidate.includes(row?.id ?? "-"));
    expect(line).toContain(`SMTP ${code}`);
    expect(`${line} ${row?.last_error}`).not.toContain("deals-desk");
  });

  it("marks a row of an unknown kind dead", async () => {
    await bed.database.handle.db
      .insertInto("outbox")
      .values({
        id: "unknown-kind-row",
        kind: "fax" as never,
        payload: "{}",
        status: "pending",
        next_attempt_at: new Date(Date.now() - 1_000).toISOString(),
        locked_until: null,
        claim_token: null,
        last_error: null,
        delivered_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const logged = errorLogs();
    await bed.newWorker().runOnce();
    const [row] = await bed.rows();
    expect(row).toMatchObject({ id: "unknown-kind-row", status: "dead" });
    expect(row?.last_error).toMatch(/unknown outbox kind/i);
    expect(logged().some((line) => line.includes("unknown-kind-row"))).toBe(true);
  });

  it("gives up after maxAttempts transient failures", async () => {
    await webhookAnswering(503);
    await bed.storeLeads(1);
    const worker = bed.newWorker({ maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 1 });
    worker.start();
    await vi.waitFor(async () => expect((await bed.rows("lead_webhook"))[0]?.status).toBe("dead"), {
      timeout: 5_000,
      interval: 10,
    });
    expect((await bed.rows("lead_webhook"))[0]).toMatchObject({ attempts: 3 });
  });

  it("retryDelivery puts a dead row back in the queue, due now, and it is delivered", async () => {
    const webhook = await webhookAnswering(400, 1);
    const [leadId] = await bed.storeLeads(1);
    await bed.newWorker().runOnce();
    const [dead] = await bed.rows("lead_webhook");
    expect(dead?.status).toBe("dead");

    expect(await retryDelivery(bed.database.handle.db, dead?.id ?? "")).toBe("retried");
    const [queued] = await bed.rows("lead_webhook");
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });
    expect(queued?.last_error).toMatch(/HTTP 400/);
    await bed.newWorker().runOnce();
    expect(webhook.successesByKey().get(leadId ?? "")).toBe(1);
    expect((await bed.rows("lead_webhook"))[0]?.status).toBe("delivered");
  });

  it("retryDelivery brings a failed row's next attempt forward, and refuses delivered or unknown rows", async () => {
    await webhookAnswering(503, 1);
    await bed.storeLeads(1);
    await bed.newWorker({ baseDelayMs: 3_600_000, maxDelayMs: 3_600_000 }).runOnce();
    const [failed] = await bed.rows("lead_webhook");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(await bed.newWorker().runOnce()).toBe(0);

    expect(await retryDelivery(bed.database.handle.db, failed?.id ?? "")).toBe("retried");
    expect(await bed.newWorker().runOnce()).toBe(1);
    expect(await retryDelivery(bed.database.handle.db, failed?.id ?? "")).toBe("not_retryable");
    expect(await retryDelivery(bed.database.handle.db, "no-such-row")).toBe("not_found");
  });
});
