import type { Retention, RetentionLimits } from "./schema.ts";

/**
 * How long the site keeps what it stores, by default. An admin may change the periods in the staff app
 * (/inbox/privacy, decision 056); the privacy policy's "How long we keep it" and the purge
 * (app/server/privacy/retention.server.ts) both read the periods in force, so they cannot drift apart.
 */
export const retention = {
  /** Contact messages, counted from when they were sent. */
  contactMonths: 24,
  /** Applications, counted from submission; funded ones are kept for the financing's term instead. */
  applicationMonths: 36,
  /** The unsubscribe date of a former subscriber, kept as proof. */
  unsubscribedMonths: 12,
  /** Duplicate-submission keys and used captcha solutions. */
  securityHours: 24,
  /** Copies of a lead held in the outbox, once delivered (or skipped). */
  deliveredOutboxDays: 30,
  /** Server request logs (kept by the host, not the database). */
  serverLogDays: 14,
} as const satisfies Retention;

/**
 * The range an admin may choose for each period the database enforces (server logs are the host's).
 * Security rows need an hour at least: a used captcha solution must outlive its challenge.
 */
export const retentionLimits = {
  contactMonths: { unit: "months", min: 1, max: 120 },
  applicationMonths: { unit: "months", min: 1, max: 120 },
  unsubscribedMonths: { unit: "months", min: 1, max: 120 },
  securityHours: { unit: "hours", min: 1, max: 720 },
  deliveredOutboxDays: { unit: "days", min: 1, max: 3650 },
} as const satisfies RetentionLimits;
