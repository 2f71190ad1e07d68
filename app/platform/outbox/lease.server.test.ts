import { afterEach, describe, expect, it, vi } from "vitest";
import { testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { outboxTestBed } from "#tests/outbox.ts";
import { startSilentServer, startWebhookServer } from "#tests/receivers.ts";
import { readDatabaseTime } from "./clock.server.ts";
import { OutboxWorker } from "./worker.server.ts";

/* Issue 13, finding 5: a killed worker's rows waited 272 s for a 5-minute lease. */

describe.each(testDialects)("outbox leases on %s", (dialect) => {
  const bed = outboxTestBed(dialect);
  const closeServers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closeServers.splice(0).map((close) => close()));
  });
  const webhookServer = async (options: Parameters<typeof startWebhookServer>[0] = {}) => {
    const webhook = await startWebhookServer(options);
    closeServers.push(webhook.close);
    applyTestEnv({ LEAD_WEBHOOK_URL: webhook.url });
    return webhook;
  };

  it("claims with a lease that ends within 60 s by the database's clock, so a crash delays delivery by less than a minute", async () => {
    await webhookServer();
    await bed.storeLeads(1);
    // A worker with the production defaults claims, then its process is killed before it delivers.
    const crashed = new OutboxWorker({ database: () => bed.database.handle });
    const claimed = await crashed.claimDue();
    expect(claimed).toHaveLength(2);
    const databaseNow = await readDatabaseTime(bed.database.handle.db);
    for (const row of claimed) {
      const leaseLeft = new Date(row.locked_until ?? 0).getTime() - databaseNow.getTime();
      expect(leaseLeft).toBeGreaterThan(0);
      expect(leaseLeft).toBeLessThanOrEqual(55_000);
    }
  });

  it("lets another worker deliver a crashed worker's rows as soon as the lease runs out", async () => {
    const webhook = await webhookServer();
    const [leadId] = await bed.storeLeads(1);
    const crashed = bed.newWorker({ leaseMs: 400, deliveryDeadlineMs: 300 });
    expect(await crashed.claimDue()).toHaveLength(2);
    const survivor = bed.newWorker({ leaseMs: 400, deliveryDeadlineMs: 300 }, bed.database.openAnother());
    expect(await survivor.runOnce()).toBe(0);
    const start = Date.now();
    survivor.start();
    await vi.waitFor(() => expect(webhook.successesByKey().get(leadId ?? "")).toBe(1), {
      timeout: 5_000,
      interval: 10,
    });
    expect(Date.now() - start).toBeLessThan(2_000);
  });

  it("renews the lease of each row before delivering it, so a slow batch is not delivered twice", async () => {
    const webhook = await webhookServer({ delayMs: 500 });
    const ids = await bed.storeLeads(6);
    await bed.database.handle.db.deleteFrom("outbox").where("kind", "=", "lead_email").execute();
    // Six webhooks at 500 ms each outlive a 1.5 s lease taken at claim time; a second worker polls for expired
    // leases. The margins leave room for a busy machine's event-loop stalls.
    const options = { leaseMs: 1_500, deliveryDeadlineMs: 1_200, intervalMs: 5 };
    bed.newWorker({ ...options, batchSize: 6 }).start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    bed.newWorker({ ...options, batchSize: 1 }, bed.database.openAnother()).start();
    await vi.waitFor(() => expect(webhook.successesByKey().size).toBe(ids.length), { timeout: 20_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect([...webhook.successesByKey().values()]).toEqual(ids.map(() => 1));
  }, 30_000);

  it("gives every delivery a hard deadline shorter than the lease: a hung SMTP server is cut off and retried", async () => {
    const silent = await startSilentServer();
    closeServers.push(silent.close);
    applyTestEnv({ LEAD_NOTIFY_EMAIL: "deals@noema.test", SMTP_URL: silent.url });
    await bed.storeLeads(1);
    const worker = bed.newWorker({ leaseMs: 1_000, deliveryDeadlineMs: 300, baseDelayMs: 60_000, maxDelayMs: 60_000 });
    const start = Date.now();
    await worker.runOnce();
    expect(Date.now() - start).toBeLessThan(1_000);
    const [mail] = await bed.rows("lead_email");
    expect(mail).toMatchObject({ status: "pending", attempts: 1, locked_until: null, claim_token: null });
    expect(mail?.last_error).toMatch(/deadline/i);
  });

  it("rejects a delivery deadline that does not end before the lease", () => {
    expect(() => new OutboxWorker({ leaseMs: 1_000, deliveryDeadlineMs: 1_000 })).toThrow(/deadline/i);
  });
});
