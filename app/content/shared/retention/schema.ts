import { z } from "zod";

const period = z.number().int().positive();

/** Retention periods (./data.ts): whole months, hours or days, each at least one. */
export const retentionSchema = z.object({
  contactMonths: period,
  applicationMonths: period,
  unsubscribedMonths: period,
  securityHours: period,
  deliveredOutboxDays: period,
  serverLogDays: period,
});

export type Retention = z.infer<typeof retentionSchema>;
