import type { Retention, RetentionLimits } from "./schema.ts";

/**
 * How long the site keeps what it stores, by default. An admin may change the periods in the staff app
 * (/inbox/privacy, decision 056); the privacy policy's "How long we keep it" and the purge
 * (app/platform/privacy/retention.server.ts) both read the periods in force, so they cannot drift apart.
 */
export const retention = {
  /** Contact messages, counted from when they were sent. */
  contactMonths: 24,
  /** Applications not funded, counted from submission. */
  applicationMonths: 36,
  /** Funded applications, counted from submission: the financing's term and the legal retention period after it. */
  fundedApplicationMonths: 120,
  /** Newsletter sign-ups never confirmed, counted from the sign-up. */
  pendingSignupDays: 7,
  /**
   * A contact message or application sent without JavaScript, held until its sender confirms it by e-mail
   * (decision 076): deleted this long after it was sent, confirmed or not, and its link stops working then.
   * Not editable: the links already mailed carry it.
   */
  pendingSubmissionDays: 7,
  /** The unsubscribe date of a former subscriber, kept as proof. */
  unsubscribedMonths: 12,
  /** Duplicate-submission keys, used captcha solutions, used or expired sign-in links, failed sign-in records. */
  securityHours: 24,
  /** Copies of a lead held in the outbox, once delivered (or skipped). */
  deliveredOutboxDays: 30,
  /** Copies never delivered (still waiting, or given up on), counted from when they were queued. */
  undeliveredOutboxDays: 60,
  /** The IP address in a record of a staff action. */
  auditIpDays: 30,
  /** Records of staff actions not about one lead (sign-ins, exports, erasures, settings); a lead's go with it. */
  auditMonths: 36,
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
  fundedApplicationMonths: { unit: "months", min: 12, max: 240 },
  pendingSignupDays: { unit: "days", min: 1, max: 30 },
  unsubscribedMonths: { unit: "months", min: 1, max: 120 },
  securityHours: { unit: "hours", min: 1, max: 720 },
  deliveredOutboxDays: { unit: "days", min: 1, max: 3650 },
  undeliveredOutboxDays: { unit: "days", min: 1, max: 3650 },
  auditIpDays: { unit: "days", min: 1, max: 365 },
  auditMonths: { unit: "months", min: 1, max: 120 },
} as const satisfies RetentionLimits;
