import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnvForTests } from "#app/platform/env.server.ts";
import { resetMailerForTests } from "#app/platform/mail/mailer.server.ts";
import { resetRateLimitForTests } from "#app/platform/security/rate-limit.server.ts";

export const TEST_SITE_URL = "http://noema.test";
/** A Standard Webhooks secret (whsec_ + base64 of 24 bytes) for signed-webhook tests. */
export const TEST_WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

const baseline: Record<string, string> = {
  NODE_ENV: "test",
  SITE_URL: TEST_SITE_URL,
  ALTCHA_HMAC_KEY: "test-altcha-hmac-key-0123456789abcdef",
  SESSION_SECRET: "test-session-secret-0123456789abcdef",
  RATE_LIMIT_FORM_MAX: "1000",
  RATE_LIMIT_WINDOW_SECONDS: "600",
  OUTBOX_WORKER: "off",
};

const managed = [
  ...Object.keys(baseline),
  "DATA_DIR",
  "LEAD_WEBHOOK_URL",
  "LEAD_WEBHOOK_SECRET",
  "METRICS_TOKEN",
  "LEAD_NOTIFY_EMAIL",
  "SMTP_URL",
  "LOCAL_MAILBOX",
  "DATABASE_URL",
  "REDIS_URL",
  "ERASURE_LEDGER_KEY",
  "FOUNDER_STAGE_MAIL_DELAY_MINUTES",
  "ECB_RATES_URL",
  "RATES_JOB",
];

/** Sets a known environment (plus overrides) and makes every cached module re-read it. */
export function applyTestEnv(overrides: Record<string, string | undefined> = {}) {
  for (const name of managed) delete process.env[name];
  const values: Record<string, string | undefined> = {
    ...baseline,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "noema-data-")),
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) process.env[name] = value;
  }
  resetEnvForTests();
  resetRateLimitForTests();
  resetMailerForTests();
}
