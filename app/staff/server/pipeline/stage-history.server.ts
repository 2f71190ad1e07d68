import type { Kysely } from "kysely";
import type { StageMove } from "#app/staff/view/time-in-stage.ts";
import type { Database } from "#app/platform/db/schema.ts";

/** The audit actions that change an application's status: a staff move, or the founder withdrawing. */
const STATUS_ACTIONS = ["status", "withdrawn_by_founder"];

const statusOf = (afterValue: string | null): string | null => {
  try {
    const parsed = JSON.parse(afterValue ?? "null") as { status?: unknown } | null;
    return typeof parsed?.status === "string" ? parsed.status : null;
  } catch {
    return null;
  }
};

/** Each application's status moves, from the audit log, by application id (in batches of 500 ids). */
export async function stageMovesOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, StageMove[]>> {
  const moves = new Map<string, StageMove[]>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("audit_log")
      .select(["lead_id", "created_at", "after_value"])
      .where("lead_kind", "=", "application")
      .where("lead_id", "in", ids.slice(start, start + 500))
      .where("action", "in", STATUS_ACTIONS)
      .execute();
    for (const row of rows) {
      const to = statusOf(row.after_value);
      if (!row.lead_id || !to) continue;
      moves.set(row.lead_id, [...(moves.get(row.lead_id) ?? []), { at: row.created_at, to }]);
    }
  }
  return moves;
}
