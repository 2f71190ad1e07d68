import { z } from "zod";

const period = z.number().int().positive();

/** Retention periods (./data.ts): whole months, hours or days, each at least one. */
export const retentionSchema = z.object({
  contactMonths: period,
  applicationMonths: period,
  fundedApplicationMonths: period,
  pendingSignupDays: period,
  pendingSubmissionDays: period,
  unsubscribedMonths: period,
  securityHours: period,
  deliveredOutboxDays: period,
  undeliveredOutboxDays: period,
  auditIpDays: period,
  auditMonths: period,
  serverLogDays: period,
});

export type Retention = z.infer<typeof retentionSchema>;

const limit = z
  .strictObject({ unit: z.enum(["months", "hours", "days"]), min: period, max: period })
  .refine((range) => range.min <= range.max, "min must not exceed max");

/** The range an admin may choose for each period the database enforces (./data.ts). */
export const retentionLimitsSchema = z.strictObject({
  contactMonths: limit,
  applicationMonths: limit,
  fundedApplicationMonths: limit,
  pendingSignupDays: limit,
  unsubscribedMonths: limit,
  securityHours: limit,
  deliveredOutboxDays: limit,
  undeliveredOutboxDays: limit,
  auditIpDays: limit,
  auditMonths: limit,
});
export type RetentionLimits = z.infer<typeof retentionLimitsSchema>;
export type EditablePeriod = keyof RetentionLimits;
