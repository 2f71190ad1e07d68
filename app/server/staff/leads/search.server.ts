import { type RawBuilder, sql } from "kysely";
import { searchWords } from "~/lib/inbox/search-words";
import type { DatabaseHandle } from "../../db/db.server.ts";
import { type SearchedTable, searchTextSql } from "../../db/migrations/003_lead_workflow.ts";

/*
 * Search over names, company, e-mail and website (decision 050). Every searched word must appear;
 * words without three letters or digits in a row are left out (search-words.ts, issue 21), so every
 * search starts from an index. Two plans, and a cheap probe picks one:
 * - few matches: collect them through the index, then sort and page them;
 * - very many: walk the list order and stop after one page, which is then faster than collecting
 *   every match.
 * SQLite: an FTS5 trigram index finds substrings; its probe counts index hits up to a limit (FTS5
 * reads hits lazily). PostgreSQL: a tsvector prefix match narrows and an escaped LIKE confirms; a
 * GIN index can't stop early, so its probe counts matches among the newest leads instead.
 * LIKE patterns escape %, _ and \, so "250%" means 250%.
 */

/** SQLite: at this many index matches, scanning in list order is the faster plan. */
const FTS_PROBE_LIMIT = 1000;
/** PostgreSQL: how many of the newest leads the probe reads, and the matches among them that make walking fast. */
const PG_PROBE_SAMPLE = 2000;
const PG_DENSE_MATCHES = 50;

/** A condition no row meets: the query had no searchable word. */
const NOTHING = sql<boolean>`1 = 0`;

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const quoteFts = (word: string) => `"${word.replaceAll('"', '""')}"`;

function likeAll(table: SearchedTable, words: string[]): RawBuilder<boolean> {
  const text = sql.raw(searchTextSql(table, `${table}.`));
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${text} like ${escapeLike(word)} escape '\\'`),
    sql` and `,
  )})`;
}

/** A WHERE condition for `query` on `table`: undefined for an empty query, never-true for one with no searchable word. */
export async function searchCondition(
  handle: DatabaseHandle,
  table: SearchedTable,
  query: string,
): Promise<RawBuilder<boolean> | undefined> {
  const { words, ignored } = searchWords(query);
  if (words.length === 0) return ignored.length ? NOTHING : undefined;
  return handle.dialect === "postgres"
    ? postgresCondition(handle, table, words)
    : sqliteCondition(handle, table, words);
}

async function sqliteCondition(handle: DatabaseHandle, table: SearchedTable, words: string[]) {
  const fts = sql.table(`${table}_search`);
  const match = words.map(quoteFts).join(" AND ");
  const probe = await sql<{
    n: number;
  }>`select count(*) as n from (select rowid from ${fts} where ${fts} match ${match} limit ${FTS_PROBE_LIMIT})`.execute(
    handle.db,
  );
  if (Number(probe.rows[0]?.n ?? 0) >= FTS_PROBE_LIMIT) return likeAll(table, words);
  return sql<boolean>`${sql.ref(`${table}.search_rowid`)} in (select rowid from ${fts} where ${fts} match ${match})`;
}

async function postgresCondition(handle: DatabaseHandle, table: SearchedTable, words: string[]) {
  // Only letters and digits reach to_tsquery, so the query text needs no quoting. Every piece of a word
  // goes in, short ones too: "jo@x.com" intersects the rows with words starting jo, x and com before the
  // LIKE confirms the whole word.
  const parts = words.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const tsquery = parts.map((part) => `${part}:*`).join(" & ");
  const matches = sql<boolean>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${tsquery})`;
  // A word of letters and digits alone is confirmed by its prefix match already (the matched lexeme is
  // lower-cased text that starts with the word), so only the other words pay for the LIKE on every match.
  const unconfirmed = words.filter((word) => !/^[\p{L}\p{N}]+$/u.test(word));
  const condition = unconfirmed.length ? sql<boolean>`(${matches} and ${likeAll(table, unconfirmed)})` : matches;
  // PostgreSQL guesses the same share of matches for every prefix, so it walked the list order for a
  // word that matches nothing (0.9 s at 100,000 leads). The probe counts prefix matches among the newest
  // leads (the derived table takes the table's name, so the condition applies to it unchanged); the
  // LIKE stays out of it, as it cost 50 ms over 2,000 rows.
  const probe = await sql<{ n: string | number }>`select count(*) as n from (select search from ${sql.table(table)}
    order by created_at desc limit ${PG_PROBE_SAMPLE}) as ${sql.table(table)} where ${matches}`.execute(handle.db);
  if (Number(probe.rows[0]?.n ?? 0) >= PG_DENSE_MATCHES) return condition;
  const row = sql.ref(`${table}.ctid`);
  // The matches' row addresses, collected once through the GIN index (an InitPlan) and read back by a
  // TID scan: half the time of reading them by id. A ctid holds within the statement's snapshot.
  return sql<boolean>`${row} = any(array(select ${row} from ${sql.table(table)} where ${condition}))`;
}
