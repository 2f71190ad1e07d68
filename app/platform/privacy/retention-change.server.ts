import type { Kysely } from "kysely";
import { retentionLimits } from "#app/platform/privacy/retention-periods/data.ts";
import type { EditablePeriod, Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { REMOVAL_CATEGORIES, type RemovalCategory } from "#app/staff/view/privacy.ts";
import { countExpired, type ExpiryCategory, expiryRules } from "./retention-expiry.server.ts";
import { readRetention, type RetentionInput, saveRetention } from "./retention-settings.server.ts";

/*
 * Lowering a retention period deletes records within the hour, so it saves only once the admin has
 * seen how many and typed that number (issue 26, item 11). Counted by the purge's own rules.
 */

const RULES_OF: Record<RemovalCategory, readonly ExpiryCategory[]> = {
  contactMessages: ["contactMessages"],
  applications: ["applications"],
  fundedApplications: ["fundedApplications"],
  pendingSignups: ["pendingSignups"],
  unsubscribed: ["unsubscribed"],
  securityRecords: ["idempotencyKeys", "captchaSolutions", "signInThrottle", "founderLinks"],
  outbox: ["deliveredOutbox", "undeliveredOutbox"],
  auditIps: ["auditIps"],
  auditEntries: ["auditEntries"],
};

export interface RetentionRemovals {
  counts: Record<RemovalCategory, number>;
  total: number;
}

/** Records `proposed` would remove that the periods `inForce` keep, per category, counted now. */
export async function retentionRemovals(
  db: Kysely<Database>,
  inForce: Retention,
  proposed: Retention,
  now: Date = new Date(),
): Promise<RetentionRemovals> {
  const kept = expiryRules(now, inForce);
  const removed = expiryRules(now, proposed);
  const counts = Object.fromEntries(REMOVAL_CATEGORIES.map((category) => [category, 0])) as Record<
    RemovalCategory,
    number
  >;
  for (const category of REMOVAL_CATEGORIES) {
    for (const rule of RULES_OF[category]) {
      // A shorter period expires a superset of what the longer one does: the difference is this change's.
      const more = (await countExpired(db, removed[rule])) - (await countExpired(db, kept[rule]));
      counts[category] += Math.max(0, more);
    }
  }
  return { counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
}

export type RetentionChange =
  { kind: "saved" } | { kind: "confirm"; removals: RetentionRemovals; wrongConfirmation: boolean };

const periods = Object.keys(retentionLimits) as EditablePeriod[];

/**
 * Saves `input` at once when it lowers nothing or removes nothing; otherwise only when `confirmation`
 * is the number of records it removes (undefined: the admin has not seen the count yet).
 */
export async function changeRetention(
  handle: DatabaseHandle,
  input: RetentionInput,
  confirmation: string | undefined,
  staffUserId: string,
  ip?: string,
): Promise<RetentionChange> {
  const inForce = (await readRetention(handle.db)).periods;
  if (periods.some((period) => input[period] < inForce[period])) {
    const removals = await retentionRemovals(handle.db, inForce, { ...inForce, ...input });
    if (removals.total > 0 && confirmation?.trim() !== String(removals.total)) {
      return { kind: "confirm", removals, wrongConfirmation: confirmation !== undefined };
    }
  }
  await saveRetention(handle, input, staffUserId, ip);
  return { kind: "saved" };
}
