import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { type CursorValue, decodeCursor, encodeCursor } from "#app/staff/view/cursor.ts";
import { nextDay, startOfFirmDay } from "#app/staff/view/format.ts";
import type { ListState } from "#app/staff/view/list-state.ts";
import { FIRM_TIME_ZONE } from "#app/staff/view/time-zone.ts";
import { type ListName, REVENUE_BANDS, TABLE_OF_LIST } from "#app/staff/view/workflow.ts";
import { industriesOfSector } from "#app/shared/venture-debt/sector.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { searchCondition } from "./search.server.ts";

/*
 * One list view = filters + sort + keyset page, shared by the list pages and
 * the CSV export. Sort keys come from a fixed table of expressions; every
 * value reaches the database as a parameter.
 */

const SORT_SQL: Record<ListName, Partial<Record<ListState["sort"], string>>> = {
  applications: {
    date: "applications.created_at",
    company: "lower(applications.business_name)",
    // Decision 070: in the reporting currency, so pounds and forints compare; not yet normalized sorts as -1.
    revenue: "coalesce(applications.annual_revenue_normalized, -1)",
    // The verdict words sort as their order of fit (see FIT_VERDICTS); rows from before the fit sort last.
    fit: "coalesce(applications.fit_verdict, '')",
    // Issue 26: the facility asked for, compared in the reporting currency as revenue is.
    facility: "coalesce(applications.facility_requested_normalized, -1)",
  },
  messages: {
    date: "contact_messages.created_at",
    company: "lower(coalesce(contact_messages.company, ''))",
  },
  subscribers: { date: "newsletter_subscribers.created_at" },
};

export function sortExpression(list: ListName, state: ListState): RawBuilder<unknown> {
  return sql.raw(SORT_SQL[list][state.sort] ?? SORT_SQL[list].date ?? "created_at");
}

/** Every filter of the view as WHERE conditions (search included). */
export async function viewConditions(
  handle: DatabaseHandle,
  list: ListName,
  state: ListState,
  viewerId: string,
  /** The zone whose calendar days "from" and "to" mean: the viewer's. */
  timeZone: string = FIRM_TIME_ZONE,
): Promise<RawBuilder<boolean>[]> {
  const table = TABLE_OF_LIST[list];
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions: RawBuilder<boolean>[] = [];
  if (state.status) conditions.push(sql<boolean>`${column("status")} = ${state.status}`);
  if (state.assignee === "none") conditions.push(sql<boolean>`${column("assignee_id")} is null`);
  else if (state.assignee) {
    const assignee = state.assignee === "me" ? viewerId : state.assignee;
    conditions.push(sql<boolean>`${column("assignee_id")} = ${assignee}`);
  }
  if (state.from)
    conditions.push(sql<boolean>`${column("created_at")} >= ${startOfFirmDay(state.from, timeZone).toISOString()}`);
  if (state.to) {
    conditions.push(
      sql<boolean>`${column("created_at")} < ${startOfFirmDay(nextDay(state.to), timeZone).toISOString()}`,
    );
  }
  if (list === "applications") {
    if (state.country) conditions.push(sql<boolean>`${column("country")} = ${state.country}`);
    if (state.industry) conditions.push(sql<boolean>`${column("industry")} = ${state.industry}`);
    if (state.sector) {
      const options = industriesOfSector(state.sector, funding.rules);
      conditions.push(
        options.length > 0 ? sql<boolean>`${column("industry")} in (${sql.join(options)})` : sql<boolean>`1 = 0`,
      );
    }
    if (state.round) conditions.push(sql<boolean>`${column("funding_round_type")} = ${state.round}`);
    if (state.fit) conditions.push(sql<boolean>`${column("fit_verdict")} = ${state.fit}`);
    const band = REVENUE_BANDS.find((candidate) => candidate.id === state.band);
    if (band) {
      // Bands are in the reporting currency (decision 070).
      conditions.push(sql<boolean>`${column("annual_revenue_normalized")} >= ${band.min}`);
      if (band.max !== undefined) conditions.push(sql<boolean>`${column("annual_revenue_normalized")} < ${band.max}`);
    }
  }
  const search = await searchCondition(handle, table, state.q);
  if (search) conditions.push(search);
  return conditions;
}

export interface PageRequest {
  list: ListName;
  state: ListState;
  conditions: RawBuilder<boolean>[];
  pageSize: number;
  /** Rows after this (sort value, id), in place of the state's cursors: the export's next batch. */
  position?: [CursorValue, string];
}

/** Applies filters, the keyset position and the order; `backwards` when paging with `before`. */
export function applyView<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { list, state, conditions, pageSize, position: batchPosition }: PageRequest,
): { query: SelectQueryBuilder<DB, TB, O>; backwards: boolean } {
  const table = TABLE_OF_LIST[list];
  const key = sortExpression(list, state);
  const id = sql.ref(`${table}.id`);
  for (const condition of conditions) query = query.where(condition);
  // Decoded against the sort key again: a state not made by parseListState may carry any cursor.
  const before = batchPosition ? undefined : decodeCursor(state.sort, state.before);
  const after = before ? undefined : (batchPosition ?? decodeCursor(state.sort, state.after));
  const backwards = before !== undefined;
  const ascending = (state.dir === "asc") !== backwards;
  const position = before ?? after;
  if (position) {
    const [value, lastId] = position;
    const op = sql.raw(ascending ? ">" : "<");
    // "key <= value" is a range on the (sort key, id) index on both databases (SQLite does not range a
    // row value over an expression index), so a page deep in the list (an export's last batch) starts
    // there instead of reading every row before it.
    const bound = sql.raw(ascending ? ">=" : "<=");
    query = query.where(sql<boolean>`(${key} ${bound} ${value} and (${key} ${op} ${value} or ${id} ${op} ${lastId}))`);
  }
  const direction = sql.raw(ascending ? "asc" : "desc");
  query = query
    .orderBy(sql`${key} ${direction}`)
    .orderBy(sql`${id} ${direction}`)
    .limit(pageSize + 1);
  return { query, backwards };
}

/** Cuts the fetched rows to a page and works out the cursors either side. */
export function pageOf<Row extends { id: string; sort_value: unknown }>(
  fetched: Row[],
  pageSize: number,
  state: ListState,
  backwards: boolean,
) {
  const more = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  const cursorOf = (row: Row | undefined) => (row ? encodeCursor(row.sort_value as CursorValue, row.id) : undefined);
  return {
    rows,
    next: backwards || more ? cursorOf(last) : undefined,
    previous: (backwards ? more : Boolean(state.after)) ? cursorOf(first) : undefined,
  };
}
