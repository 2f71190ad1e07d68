import { randomUUID } from "node:crypto";
import { HONEYPOT_FIELD } from "#app/shared/forms/field-names.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { handlePublicForm } from "#app/public-forms/server/public-form.server.ts";
import { appMetrics, resetMetricsForTests } from "./metrics.server.ts";
import { solvedCaptchaPayload } from "#tests/captcha.ts";
import { appDatabaseForTests } from "#tests/app-database.ts";
import { testDialects } from "#tests/database.ts";
import { formPost, requestContext } from "#tests/forms.ts";
import { metricSample as sample } from "#tests/metrics.ts";

/* Issue 13, finding 7: nothing told an operator how forms, captcha and the outbox were doing. */

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "Founder Inquiry",
  message: "We would like to discuss venture debt.",
  [HONEYPOT_FIELD]: "",
};

describe.each(testDialects)("application metrics on %s", (dialect) => {
  const database = appDatabaseForTests(dialect);
  beforeEach(async () => {
    resetMetricsForTests();
    await database.handle.db.deleteFrom("outbox").execute();
  });

  const submit = (fields: Record<string, string>) =>
    handlePublicForm({
      request: formPost("/contact", fields),
      context: requestContext(),
      form: "contact",
    });

  it("counts form outcomes by status and captcha refusals by reason", async () => {
    const stored = await submit({ ...contact, idempotencyKey: randomUUID(), altcha: await solvedCaptchaPayload() });
    expect(stored.status).toBe("success");
    // No captcha at all (JavaScript off): held until confirmed by e-mail (decision 076), not refused.
    expect((await submit({ ...contact, idempotencyKey: randomUUID() })).status).toBe("pending");
    expect((await submit({ ...contact, altcha: "bm90IGEgY2FwdGNoYQ==" })).status).toBe("error");
    expect((await submit({ ...contact, email: "not-an-address" })).status).toBe("error");

    const text = await appMetrics.render();
    const forms = (outcome: string, status: string) =>
      sample(text, "noema_form_submissions_total", { form: "contact", outcome, status });
    expect(forms("stored", "200")).toBe(1);
    expect(forms("held", "202")).toBe(1);
    expect(forms("refused", "400")).toBe(1);
    expect(forms("refused", "422")).toBe(1);
    expect(sample(text, "noema_captcha_refusals_total", { reason: "invalid" })).toBe(1);
  });

  it("reports pending and dead outbox rows and the oldest pending row's age", async () => {
    const { db } = database.handle;
    const row = (id: string, status: "pending" | "dead", ageMs: number) => ({
      id,
      kind: "lead_webhook" as const,
      payload: "{}",
      status,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
      claim_token: null,
      last_error: null,
      delivered_at: null,
      created_at: new Date(Date.now() - ageMs).toISOString(),
    });
    // Queued long ago but held back on purpose until later (a stage e-mail's delay): waiting, not late.
    const heldBack = {
      ...row("d", "pending", 3_600_000),
      next_attempt_at: new Date(Date.now() + 60_000).toISOString(),
    };
    await db
      .insertInto("outbox")
      .values([row("a", "pending", 90_000), row("b", "pending", 1_000), row("c", "dead", 5_000), heldBack])
      .execute();
    const text = await appMetrics.render();
    expect(sample(text, "noema_outbox_rows", { status: "pending" })).toBe(3);
    expect(sample(text, "noema_outbox_rows", { status: "dead" })).toBe(1);
    const age = sample(text, "noema_outbox_oldest_pending_age_seconds") ?? 0;
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(120);
  });

  it("reports the age of the newest ECB rates, none before the first load (issue 26)", async () => {
    const { db } = database.handle;
    expect(sample(await appMetrics.render(), "noema_exchange_rates_age_seconds")).toBeUndefined();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto("exchange_rates")
      .values([
        { rate_date: "2024-03-15", currency: "USD", per_euro: 1.0887, loaded_at: new Date().toISOString() },
        { rate_date: threeDaysAgo, currency: "USD", per_euro: 1.09, loaded_at: new Date().toISOString() },
      ])
      .execute();
    const age = sample(await appMetrics.render(), "noema_exchange_rates_age_seconds") ?? 0;
    // From the newest day's midnight UTC: three days and part of today.
    expect(age).toBeGreaterThanOrEqual(3 * 86_400);
    expect(age).toBeLessThan(4 * 86_400);
    await db.deleteFrom("exchange_rates").execute();
  });

  it("reports event-loop lag and records requests by route", async () => {
    appMetrics.observeRequest("GET", "/insights/:slug", 200, 0.03);
    const text = await appMetrics.render();
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    const labels = { method: "GET", route: "/insights/:slug", status: "200" };
    expect(sample(text, "noema_http_requests_total", labels)).toBe(1);
    expect(sample(text, "noema_http_request_duration_seconds_bucket", { ...labels, le: "0.025" })).toBe(0);
    expect(sample(text, "noema_http_request_duration_seconds_bucket", { ...labels, le: "0.05" })).toBe(1);
  });
});
