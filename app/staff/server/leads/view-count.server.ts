import { sql } from "kysely";
import type { ListState } from "#app/staff/view/list-state.ts";
import { type ListName, TABLE_OF_LIST } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { viewConditions } from "./view.server.ts";

/** Counted exactly up to here (as the navigation counts), beyond it "more than": a broad search stays cheap. */
export const VIEW_COUNT_CAP = 1_000;

/** How many leads the view holds (issue 20: the list showed no total), at most VIEW_COUNT_CAP + 1. */
export async function viewCount(
  handle: DatabaseHandle,
  list: ListName,
  state: ListState,
  viewerId: string,
  timeZone?: string,
): Promise<{ count: number; capped: boolean }> {
  const table = TABLE_OF_LIST[list];
  let matching = handle.db.selectFrom(table).select(sql<number>`1`.as("one"));
  for (const condition of await viewConditions(handle, list, state, viewerId, timeZone)) {
    matching = matching.where(condition);
  }
  const result = await sql<{ n: number | string }>`select count(*) as n from (${matching.limit(
    VIEW_COUNT_CAP + 1,
  )}) as view_rows`.execute(handle.db);
  const count = Number(result.rows[0]?.n ?? 0);
  return count > VIEW_COUNT_CAP ? { count: VIEW_COUNT_CAP, capped: true } : { count, capped: false };
}
