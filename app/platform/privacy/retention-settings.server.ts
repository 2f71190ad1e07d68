import type { Kysely } from "kysely";
import { z } from "zod";
import { retention as defaults, retentionLimits } from "#app/platform/privacy/retention-periods/data.ts";
import type { EditablePeriod, Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { logger } from "#app/platform/logger.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";

/*
 * The retention periods in force (decision 056): the content module's defaults, overridden by what an
 * admin saved. The privacy policy page and the purge both read them here, so they state and do the same.
 */

const SETTING = "retention";

export interface RetentionInForce {
  periods: Retention;
  /** When an admin last changed them, and who; undefined while the defaults apply. */
  changedAt?: string;
  changedBy?: string;
}

const editablePeriods = Object.keys(retentionLimits) as EditablePeriod[];

const wholeNumberIn = (key: EditablePeriod) => {
  const { min, max } = retentionLimits[key];
  return z.coerce.number().int().min(min).max(max);
};

/** What an admin may save: each period a whole number within its limits (other fields are dropped). Also reads stored values. */
export const retentionInputSchema = z.object(
  Object.fromEntries(editablePeriods.map((key) => [key, wholeNumberIn(key)])) as Record<
    EditablePeriod,
    ReturnType<typeof wholeNumberIn>
  >,
);
export type RetentionInput = z.infer<typeof retentionInputSchema>;

export async function readRetention(db: Kysely<Database>): Promise<RetentionInForce> {
  const row = await db
    .selectFrom("settings")
    .leftJoin("staff_users", "staff_users.id", "settings.updated_by")
    .select(["settings.value", "settings.updated_at", "staff_users.name"])
    .where("settings.name", "=", SETTING)
    .executeTakeFirst();
  if (!row) return { periods: { ...defaults } };
  // Partial: periods added since it was saved (issue 21 added five) take their defaults.
  const stored = retentionInputSchema.partial().safeParse(JSON.parse(row.value));
  if (!stored.success) {
    // Limits narrowed since it was saved: the defaults hold until an admin saves again.
    logger.error({ value: row.value }, "stored retention periods are out of range; the defaults apply");
    return { periods: { ...defaults } };
  }
  return { periods: { ...defaults, ...stored.data }, changedAt: row.updated_at, changedBy: row.name ?? undefined };
}

/** Saves new periods and their audit row (before and after) in one transaction. */
export async function saveRetention(
  handle: DatabaseHandle,
  input: RetentionInput,
  staffUserId: string,
  ip?: string,
): Promise<void> {
  await handle.write(async (trx) => {
    const before = (await readRetention(trx)).periods;
    const now = new Date().toISOString();
    const value = JSON.stringify(input);
    await trx
      .insertInto("settings")
      .values({ name: SETTING, value, updated_at: now, updated_by: staffUserId })
      .onConflict((conflict) =>
        conflict.column("name").doUpdateSet({ value, updated_at: now, updated_by: staffUserId }),
      )
      .execute();
    const changed = editablePeriods.filter((key) => before[key] !== input[key]);
    await recordAudit(trx, {
      staffUserId,
      ip,
      action: "retention_change",
      target: SETTING,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, input[key]])),
    });
  });
}
