import { sql } from "kysely";
import { type CursorValue, encodeCursor } from "#app/staff/view/cursor.ts";
import type { ListState } from "#app/staff/view/list-state.ts";
import { type ListName, TABLE_OF_LIST } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { applyView, sortExpression, viewConditions } from "./view.server.ts";

/** The leads either side of one, in its list's filtered and sorted order (issue 20: previous/next). */
export interface Neighbours {
  previous?: string;
  next?: string;
}

/** Ids of the leads before and after `id` in the view `state`; none when the lead is not in the view. */
export async function leadNeighbours(
  handle: DatabaseHandle,
  list: ListName,
  state: ListState,
  viewerId: string,
  id: string,
  timeZone?: string,
): Promise<Neighbours> {
  const table = TABLE_OF_LIST[list];
  const key = sortExpression(list, state);
  const conditions = await viewConditions(handle, list, state, viewerId, timeZone);
  let current = handle.db
    .selectFrom(table)
    .select(sql<CursorValue>`${key}`.as("sort_value"))
    .where(sql.ref(`${table}.id`), "=", id);
  for (const condition of conditions) current = current.where(condition);
  const row = await current.executeTakeFirst();
  if (!row) return {};
  const one = async (side: "after" | "before") => {
    const cursor = encodeCursor(row.sort_value, id);
    const request = {
      list,
      state: { ...state, after: side === "after" ? cursor : undefined, before: side === "before" ? cursor : undefined },
      conditions,
      pageSize: 1,
    };
    const { query } = applyView(handle.db.selectFrom(table).select(sql.ref(`${table}.id`).as("id")), request);
    const found = (await query.execute()) as { id: string }[];
    return found[0]?.id;
  };
  const [previous, next] = await Promise.all([one("before"), one("after")]);
  return { previous, next };
}
