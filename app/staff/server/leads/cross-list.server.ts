import { sql } from "kysely";
import { LISTS, OTHER_LIST_CAP, type ListName, TABLE_OF_LIST } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { searchCondition } from "./search.server.ts";

/** How many leads of another list match a search: each list's search box finds a person in all three. */
export interface OtherListMatch {
  list: ListName;
  count: number;
}

/**
 * The other lists' matches for `query` (issue 20: an application search missed the contact message
 * from the same e-mail). Counted up to OTHER_LIST_CAP through the same index as the list itself.
 */
export async function otherListMatches(
  handle: DatabaseHandle,
  list: ListName,
  query: string,
): Promise<OtherListMatch[]> {
  const others = LISTS.filter((other) => other !== list);
  const counts = await Promise.all(
    others.map(async (other) => {
      const table = TABLE_OF_LIST[other];
      const condition = await searchCondition(handle, table, query);
      if (!condition) return { list: other, count: 0 };
      const result = await sql<{ n: number | string }>`select count(*) as n from (select 1 from ${sql.table(table)}
        where ${condition} limit ${OTHER_LIST_CAP}) as matches`.execute(handle.db);
      return { list: other, count: Number(result.rows[0]?.n ?? 0) };
    }),
  );
  return counts.filter((match) => match.count > 0);
}
