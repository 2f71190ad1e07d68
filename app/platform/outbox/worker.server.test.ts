import { processContent } from "#app/content/shared/process/data.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApplicationInput } from "#app/public-forms/application/application.schema.ts";
import type { ContactInput } from "#app/public-forms/contact/contact.schema.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { storeApplication, storeContactMessage } from "#app/public-forms/server/stores.server.ts";
import { type TestDatabase, createTestDatabase, testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { startSmtpServer, startWebhookServer } from "#tests/receivers.ts";
import { OutboxWorker, type OutboxWorkerOptions, retryDelayMs } from "./worker.server.ts";

const contact: ContactInput = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  company: "Compilers Inc",
  subject: "Investor Inquiry",
  message: "Line one.\nLine two.",
};

const application: ApplicationInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@analytical.example",
  jobTitle: "CFO",
  businessName: "Fjord Analytics AS",
  website: "fjord.example",
  country: "SE",
  referralSource: "From an investor",
  annualRevenue: 8_000_000,
  estimatedRunway: 20,
  cashBalance: 3_000_000,
  recentEquityRaise: 15_000_000,
  fundingDate: "2025-01-10",
  currency: "USD",
  revenueModel: "B2B Recurring",
  industry: "Data Infrastructure",
  useOfProceeds: "Working Capital",
  fundingRoundType: "Series B",
  businessDescription: "Streaming analytics for utilities.",
  majorInvestors: "Nordic Growth",
  debtOutstanding: 500_000,
};

const fast: OutboxWorkerOptions = { intervalMs: 10, baseDelayMs: 20, maxDelayMs: 80, deliveryDeadlineMs: 2_000 };

describe("retryDelayMs", () => {
  it("doubles per attempt, stays within [50 %, 100 %] of the step and stops at the cap", () => {
    expect(retryDelayMs(1, 10_000, 3_600_000, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, 10_000, 3_600_000, () => 1)).toBe(10_000);
    expect(retryDelayMs(4, 10_000, 3_600_000, () => 1)).toBe(80_000);
    expect(retryDelayMs(30, 10_000, 3_600_000, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(30, 10_000, 3_600_000, () => 0)).toBe(1_800_000);
  });
});

describe.each(testDialects)("outbox worker on %s", (dialect) => {
  let database: TestDatabase;
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const workers: OutboxWorker[] = [];

  const newWorker = (handle: DatabaseHandle = database.handle, options: OutboxWorkerOptions = {}) => {
    const worker = new OutboxWorker({ database: () => handle, ...fast, ...options });
    workers.push(worker);
    return worker;
  };

  async function storeLeads(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const now = new Date();
      ids.push(
        await database.handle.db
          .transaction()
          .execute((trx) =>
            index % 2 === 0
              ? storeContactMessage(trx, { ...contact, lastName: `Hopper ${index}` }, now)
              : storeApplication(trx, { ...application, businessName: `Fjord ${index}` }, now),
          ),
      );
    }
    return ids;
  }

  const pending = async () => {
    const row = await database.handle.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** Notifications to the firm (applicants also get a receipt, which carries the lead id too). */
  const firmMails = () => smtp.mails.filter((mail) => mail.to.includes("deals@noema.test"));
  const mailedLeadIds = () => firmMails().map((mail) => mail.header("X-Noema-Lead-Id"));

  beforeAll(async () => {
    applyTestEnv();
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.handle.db.deleteFrom("outbox").execute();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await webhook?.close();
    await smtp?.close();
  });

  async function servers({ webhookFailures = 0, smtpFailures = 0, delayMs = 0 } = {}) {
    webhook = await startWebhookServer({ failures: webhookFailures, delayMs });
    smtp = await startSmtpServer({ failures: smtpFailures });
    applyTestEnv({ LEAD_WEBHOOK_URL: webhook.url, LEAD_NOTIFY_EMAIL: "deals@noema.test", SMTP_URL: smtp.url });
  }

  it("delivers every lead once to the webhook and the mailbox through outages, recording attempts", async () => {
    await servers({ webhookFailures: 3, smtpFailures: 2 });
    const ids = await storeLeads(4);
    newWorker().start();
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 10_000, interval: 20 });

    expect([...webhook.successesByKey().entries()].sort()).toEqual(ids.map((id) => [id, 1]).sort());
    expect(webhook.calls.filter((call) => call.answered === 503)).toHaveLength(3);
    expect(mailedLeadIds().sort()).toEqual([...ids].sort());

    const rows = await database.handle.db.selectFrom("outbox").selectAll().execute();
    expect(rows.every((row) => row.status === "delivered" && row.delivered_at !== null)).toBe(true);
    const retried = rows.filter((row) => row.attempts > 1);
    expect(retried.length).toBeGreaterThanOrEqual(2);
    expect(retried.map((row) => row.last_error).join("\n")).toMatch(/HTTP 503/);
    expect(retried.map((row) => row.last_error).join("\n")).toMatch(/451|temporarily unavailable/i);
  });

  it("sends a readable JSON lead and a readable mail", async () => {
    await servers();
    const [leadId] = await storeLeads(1);
    await newWorker().runOnce();
    const call = webhook.calls[0];
    expect(call?.headers["content-type"]).toBe("application/json");
    expect(call?.idempotencyKey).toBe(leadId);
    expect(call?.body).toMatchObject({
      leadId,
      form: "contact",
      fields: { email: "grace@example.com", lastName: "Hopper 0" },
    });
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(["deals@noema.test"]);
    expect(mail?.header("Reply-To")).toBe("grace@example.com");
    expect(mail?.text).toContain(`Reference: ${leadId}`);
    expect(mail?.text).toContain("Message:\nLine one.\nLine two.");
  });

  it("sends the applicant a receipt with the four process steps and the firm's contact details", async () => {
    await servers();
    const [, applicationId] = await storeLeads(2);
    await newWorker().runOnce();
    const receipt = smtp.mails.find((mail) => mail.to.includes(application.email));
    expect(receipt?.header("Subject")).toContain("Fjord_1");
    expect(receipt?.header("X-Noema-Lead-Id")).toBe(applicationId);
    // The application is the first step, and it is done; the rest follow with their durations.
    const [applied, ...next] = processContent.steps;
    expect(receipt?.text).toContain(`01. ${applied?.title}:`);
    for (const step of next) expect(receipt?.text).toContain(`${step.title} (${step.timeframe})`);
    expect(receipt?.text).toContain(`Dear ${application.firstName},`);
    expect(receipt?.text).toContain(siteDefaults.email);
    expect(receipt?.text).toContain(siteDefaults.phone);
    const firm = firmMails().find((mail) => mail.header("X-Noema-Lead-Id") === applicationId);
    expect(firm?.header("Reply-To")).toBe(application.email);
    expect(firm?.text).toContain(`Work e-mail: ${application.email}`);
  });

  it("keeps delivering after a restart, each lead exactly once", async () => {
    await servers({ webhookFailures: 2, delayMs: 25 });
    const ids = await storeLeads(6);
    const first = newWorker(database.handle, { batchSize: 2 });
    first.start();
    await vi.waitFor(() => expect(webhook.successesByKey().size).toBeGreaterThanOrEqual(1), {
      timeout: 10_000,
      interval: 5,
    });
    await first.stop();
    const deliveredBeforeRestart = webhook.successesByKey().size;
    expect(deliveredBeforeRestart).toBeLessThan(ids.length);

    // A new process: its own connection, its own worker.
    const second = newWorker(database.openAnother(), { batchSize: 2 });
    second.start();
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 10_000, interval: 20 });

    expect([...webhook.successesByKey().values()].every((count) => count === 1)).toBe(true);
    expect([...webhook.successesByKey().keys()].sort()).toEqual([...ids].sort());
    expect(mailedLeadIds().sort()).toEqual([...ids].sort());
  });

  it("lets two workers run side by side without delivering anything twice", async () => {
    await servers({ delayMs: 5 });
    const ids = await storeLeads(10);
    newWorker(database.handle, { batchSize: 3 }).start();
    newWorker(database.openAnother(), { batchSize: 3 }).start();
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 10_000, interval: 20 });
    expect(webhook.calls).toHaveLength(10);
    expect([...webhook.successesByKey().values()].every((count) => count === 1)).toBe(true);
    expect(firmMails()).toHaveLength(10);
    expect(new Set(mailedLeadIds()).size).toBe(ids.length);
  });

  it("leaves a claimed row alone until its lease expires, then delivers it", async () => {
    await servers();
    const [leadId] = await storeLeads(1);
    await database.handle.db
      .updateTable("outbox")
      .set({ locked_until: new Date(Date.now() + 60_000).toISOString(), claim_token: "crashed-worker" })
      .execute();
    expect(await newWorker().runOnce()).toBe(0);
    await database.handle.db
      .updateTable("outbox")
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect(await newWorker().runOnce()).toBe(2);
    expect(webhook.successesByKey().get(leadId ?? "")).toBe(1);
  });

  it("hands the rest of its batch back when stopped, so another instance delivers it at once", async () => {
    await servers({ delayMs: 300 });
    await storeLeads(3);
    const stopping = newWorker(database.handle, { batchSize: 10 });
    stopping.start();
    await vi.waitFor(() => expect(webhook.calls.length).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 5 });
    await stopping.stop();

    const left = await database.handle.db
      .selectFrom("outbox")
      .select(["locked_until", "claim_token"])
      .where("status", "=", "pending")
      .execute();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.locked_until === null && row.claim_token === null)).toBe(true);
    expect(await newWorker(database.openAnother()).runOnce()).toBe(left.length);
    expect(await pending()).toBe(0);
  });

  it("skips channels that are not configured and logs mail without SMTP", async () => {
    applyTestEnv({ LEAD_NOTIFY_EMAIL: "deals@noema.test" });
    await storeLeads(1);
    await newWorker().runOnce();
    const rows = await database.handle.db
      .selectFrom("outbox")
      .select(["kind", "status", "last_error"])
      .orderBy("kind")
      .execute();
    expect(rows).toEqual([
      { kind: "lead_email", status: "delivered", last_error: "written to the log (no SMTP_URL)" },
      { kind: "lead_webhook", status: "skipped", last_error: "LEAD_WEBHOOK_URL is not set" },
    ]);
  });

  it("prunes expired captcha solutions and idempotency keys older than 24 hours", async () => {
    const { db } = database.handle;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await db.deleteFrom("captcha_solutions").execute();
    await db.deleteFrom("idempotency_keys").execute();
    await db
      .insertInto("captcha_solutions")
      .values([
        { id: "expired", expires_at: daysAgo(0.01), used_at: daysAgo(0.02) },
        { id: "valid", expires_at: new Date(now.getTime() + 60_000).toISOString(), used_at: now.toISOString() },
      ])
      .execute();
    await db
      .insertInto("idempotency_keys")
      .values([
        { form: "contact", key: "old-key-0001", lead_id: "a", created_at: daysAgo(1.01) },
        { form: "contact", key: "new-key-0001", lead_id: "b", created_at: daysAgo(0.99) },
      ])
      .execute();
    expect(await newWorker().pruneExpired(now)).toMatchObject({ captchaSolutions: 1, idempotencyKeys: 1 });
    expect(await db.selectFrom("captcha_solutions").select("id").execute()).toEqual([{ id: "valid" }]);
    expect(await db.selectFrom("idempotency_keys").select("key").execute()).toEqual([{ key: "new-key-0001" }]);
  });

  it("never delivers on the request path: storing a lead only queues it", async () => {
    await servers();
    await storeLeads(2);
    expect(webhook.calls).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
    // A message goes to the webhook and the firm's mailbox; an application also to the applicant.
    expect(await pending()).toBe(5);
  });
});
