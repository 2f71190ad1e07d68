import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "#app/platform/logger.server.ts";
import { sendMail } from "#app/platform/mail/mailer.server.ts";
import { testDialects } from "#tests/database.ts";
import { applyTestEnv } from "#tests/env.ts";
import { outboxTestBed } from "#tests/outbox.ts";
import { startSmtpServer } from "#tests/receivers.ts";
import { startOutboxWorker, stopOutboxWorker } from "./worker.server.ts";

/* Issue 13, finding 5: without SMTP_URL in production, mails were marked delivered and never sent. */

describe.each(testDialects)("production without SMTP_URL on %s", (dialect) => {
  const bed = outboxTestBed(dialect);
  afterEach(async () => {
    vi.restoreAllMocks();
    await stopOutboxWorker();
  });

  it("keeps mails pending, untouched, until SMTP_URL is set; then sends them", async () => {
    applyTestEnv({ NODE_ENV: "production", LEAD_NOTIFY_EMAIL: "deals@noema.test" });
    const [leadId] = await bed.storeLeads(1);
    await bed.newWorker().runOnce();
    expect(await bed.rows("lead_email")).toMatchObject([{ status: "pending", attempts: 0, delivered_at: null }]);
    expect((await bed.rows("lead_webhook"))[0]?.status).toBe("skipped");

    const smtp = await startSmtpServer();
    try {
      applyTestEnv({ NODE_ENV: "production", LEAD_NOTIFY_EMAIL: "deals@noema.test", SMTP_URL: smtp.url });
      await bed.newWorker().runOnce();
      expect(smtp.mails.map((mail) => mail.header("X-Noema-Lead-Id"))).toEqual([leadId]);
      expect((await bed.rows("lead_email"))[0]?.status).toBe("delivered");
    } finally {
      await smtp.close();
    }
  });

  it("warns at start-up, even when this process runs no worker", () => {
    applyTestEnv({ NODE_ENV: "production", OUTBOX_WORKER: "off" });
    const warn = vi.spyOn(logger, "warn");
    startOutboxWorker();
    expect(warn.mock.calls.map((call) => JSON.stringify(call)).join("\n")).toMatch(/SMTP_URL/);
  });

  it("refuses to pretend a mail went out", async () => {
    applyTestEnv({ NODE_ENV: "production" });
    await expect(sendMail({ to: "someone@example.com", subject: "s", text: "t" })).rejects.toThrow(/SMTP_URL/);
  });
});
