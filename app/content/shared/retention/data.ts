import type { Retention } from "./schema.ts";

/**
 * How long the site keeps what it stores. The privacy policy's "How long we keep it" is filled from
 * these numbers and the purge (app/server/privacy/retention.server.ts) deletes by them, so the two
 * cannot drift apart. Change a period here and both follow.
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
