import { afterEach, describe, expect, it, vi } from "vitest";
import { leadRef, logger } from "#app/platform/logger.server.ts";
import { applyTestEnv } from "#tests/env.ts";
import { sendMail } from "./mailer.server.ts";

const mail = {
  to: "ada.lovelace@example.com",
  subject: "New message: Founder Inquiry — Ada Lovelace",
  headers: { "X-Noema-Lead-Id": "lead-42" },
  text: "Ada Lovelace wrote: my phone is +44 20 7946 0000. Confirm: https://noema.test/newsletter/confirm?token=live-token-123",
};

/** Everything written at the given levels while `run` runs. */
async function captureLogs(levels: readonly ("info" | "warn" | "error" | "debug")[], run: () => Promise<unknown>) {
  const logged: unknown[] = [];
  for (const level of levels) {
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void logged.push(args)) as never);
  }
  await run().catch(() => undefined);
  return JSON.stringify(logged);
}

function expectNoPersonalData(text: string) {
  expect(text).not.toContain("ada.lovelace@example.com");
  expect(text).not.toContain("+44 20 7946 0000");
  expect(text).not.toContain("live-token-123");
}

// Without SMTP_URL the mail is not sent; what the log keeps must not be the mail itself.
describe("sendMail without SMTP_URL", () => {
  afterEach(() => vi.restoreAllMocks());

  it("in production fails, so the outbox keeps the mail, and logs none of it", async () => {
    applyTestEnv({ NODE_ENV: "production" });
    await expect(sendMail(mail)).rejects.toThrow(/SMTP_URL/);
    expectNoPersonalData(await captureLogs(["info", "warn", "error", "debug"], () => sendMail(mail)));
  });

  it("in development logs at info only that a mail was not sent, by lead reference, never its subject", async () => {
    applyTestEnv({ NODE_ENV: "development" });
    expect(await sendMail(mail)).toEqual({ delivered: "log" });
    const text = await captureLogs(["info", "warn", "error"], () => sendMail(mail));
    expect(text).toContain("mail not sent");
    // By a hash of the lead's id, not the id, which could name the person after their erasure (issue 26).
    expect(text).toContain(leadRef("lead-42"));
    expect(text).not.toContain("lead-42");
    // Lead subjects name the visitor and the company.
    expect(text).not.toContain("Ada Lovelace");
    expectNoPersonalData(text);
  });
});
