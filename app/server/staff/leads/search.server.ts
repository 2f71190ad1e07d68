import { type RawBuilder, sql } from "kysely";
import type { DatabaseHandle } from "../../db/db.server.ts";
import { type SearchedTable, searchTextSql } from "../../db/migrations/003_lead_workflow.ts";

/*
 * Search over names, company, e-mail and website (decision 050). Every word
 * must appear. SQLite: an FTS5 trigram index finds substrings of 3+ characters;
 * a word that matches very many leads is checked row by row instead, because
 * walking the date index and stopping after one page is then faster than
 * collecting every match. PostgreSQL: a tsvector prefix match narrows and an
 * escaped LIKE confirms. LIKE patterns escape %, _ and \, so "50%" means 50%.
 */

/** Above this many index matches, scanning in list order is the faster plan. */
const FTS_PROBE_LIMIT = 200;

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const quoteFts = (word: string) => `"${word.replaceAll('"', '""')}"`;

export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

function likeAll(table: SearchedTable, words: string[]): RawBuilder<boolean> {
  const text = sql.raw(searchTextSql(table, `${table}.`));
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${text} like ${escapeLike(word)} escape '\\'`),
    sql` and `,
  )})`;
}

/** A WHERE condition for `query` on `table`, or undefined for an empty query. */
export async function searchCondition(
  handle: DatabaseHandle,
  table: SearchedTable,
  query: string,
): Promise<RawBuilder<boolean> | undefined> {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  if (handle.dialect === "postgres") return postgresCondition(table, words);

  const indexed = words.filter((word) => [...word].length >= 3);
  if (indexed.length === 0) return likeAll(table, words);
  const fts = sql.table(`${table}_search`);
  const match = indexed.map(quoteFts).join(" AND ");
  const probe = await sql<{
    n: number;
  }>`select count(*) as n from (select rowid from ${fts} where ${fts} match ${match} limit ${FTS_PROBE_LIMIT})`.execute(
    handle.db,
  );
  if (Number(probe.rows[0]?.n ?? 0) >= FTS_PROBE_LIMIT) return likeAll(table, words);
  const short = words.filter((word) => [...word].length < 3);
  const inIndex = sql<boolean>`${sql.ref(`${table}.search_rowid`)} in (select rowid from ${fts} where ${fts} match ${match})`;
  return short.length ? sql<boolean>`(${inIndex} and ${likeAll(table, short)})` : inIndex;
}

function postgresCondition(table: SearchedTable, words: string[]): RawBuilder<boolean> {
  // Only letters and digits reach to_tsquery, so the query text needs no quoting.
  const parts = words.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  if (parts.length === 0) return likeAll(table, words);
  const tsquery = parts.map((part) => `${part}:*`).join(" & ");
  const matches = sql<boolean>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${tsquery})`;
  // Unlike SQLite, dropping the index for a common word made PostgreSQL scan the whole table (bench: 250-440 ms
  // p50), so the tsvector always narrows here; a very common word is the slowest search at 100,000 leads.
  // A word of letters and digits alone is confirmed by its prefix match already (the matched lexeme is
  // lower-cased text that starts with the word), so only the other words pay for the LIKE on every match.
  const unconfirmed = words.filter((word) => !/^[\p{L}\p{N}]+$/u.test(word));
  return unconfirmed.length ? sql<boolean>`(${matches} and ${likeAll(table, unconfirmed)})` : matches;
}
