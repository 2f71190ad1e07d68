import { type RawBuilder, sql } from "kysely";
import { referencePrefixOf } from "#app/shared/application-reference.ts";
import { searchWords } from "#app/staff/view/search-words.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { LeadKind } from "#app/platform/db/schema.ts";
import { type SearchedTable016, searchTextSql016 } from "#app/platform/db/migrations/016_accent_free_search.ts";

type SearchedTable = Exclude<SearchedTable016, "lead_notes">;

const NOTE_KIND: Record<SearchedTable, LeadKind> = {
  applications: "application",
  contact_messages: "contact",
  newsletter_subscribers: "newsletter",
};

/*
 * Search over names, company, e-mail, website, description, investors, messages and staff notes
 * (decision 050, migration 016), ignoring case and accents: a lead matches when its own text, or one
 * of its notes, holds every word. Every searched word must appear;
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

/**
 * SQLite: at this many index matches, scanning in list order is the faster plan. The scan folds every
 * row it reads in JS (noema_fold, migration 016), so it pays off only for words in a good share of
 * the leads: at 100,000 leads, 1,500 matches took 237 ms p50 by scanning (bench, 2026-11-25).
 */
const FTS_PROBE_LIMIT = 5000;
/** PostgreSQL: how many of the newest leads the probe reads, and the matches among them that make walking fast. */
const PG_PROBE_SAMPLE = 2000;
const PG_DENSE_MATCHES = 50;

/** A condition no row meets: the query had no searchable word. */
const NOTHING = sql<boolean>`1 = 0`;

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const quoteFts = (word: string) => `"${word.replaceAll('"', '""')}"`;

/*
 * A searched word is the list of its spellings (search-words.ts: Müller is also mueller, Schroeder
 * also schroder); a lead holds the word when it holds any spelling. Most words have one.
 */
type Word = string[];

/** FTS5: every word, each in one of its spellings. */
const ftsMatch = (words: Word[]) =>
  words
    .map((spellings) =>
      spellings.length > 1 ? `(${spellings.map(quoteFts).join(" OR ")})` : quoteFts(spellings[0] ?? ""),
    )
    .join(" AND ");

/** Every word in the folded text (the same fold on both databases: noema_fold). */
function likeAll(table: SearchedTable016, words: Word[]): RawBuilder<boolean> {
  const text = sql.raw(`noema_fold(${searchTextSql016(table, `${table}.`)})`);
  const likeAny = (spellings: Word) =>
    sql`(${sql.join(
      spellings.map((spelling) => sql`${text} like ${escapeLike(spelling)} escape '\\'`),
      sql` or `,
    )})`;
  return sql<boolean>`(${sql.join(words.map(likeAny), sql` and `)})`;
}

/** A WHERE condition for `query` on `table`: undefined for an empty query, never-true for one with no searchable word. */
export async function searchCondition(
  handle: DatabaseHandle,
  table: SearchedTable,
  query: string,
): Promise<RawBuilder<boolean> | undefined> {
  const prefix = table === "applications" ? referencePrefixOf(query) : null;
  // A reference names the id's first eight digits: a range on the primary key, on both databases.
  if (prefix) {
    const id = sql.ref("applications.id");
    return sql<boolean>`(${id} >= ${`${prefix}-0000-0000-0000-000000000000`} and ${id} <= ${`${prefix}-ffff-ffff-ffff-ffffffffffff`})`;
  }
  const { spellings: words, ignored } = searchWords(query);
  if (words.length === 0) return ignored.length ? NOTHING : undefined;
  return handle.dialect === "postgres"
    ? postgresCondition(handle, table, words)
    : sqliteCondition(handle, table, words);
}

/** Ids of the leads whose notes hold every word. */
function notedLeadIds(handle: DatabaseHandle, table: SearchedTable, words: Word[]) {
  const inNotes =
    handle.dialect === "postgres" ? postgresMatches("lead_notes", words) : sqliteMatches("lead_notes", words);
  return sql`select lead_id from lead_notes where lead_kind = ${NOTE_KIND[table]} and ${inNotes}`;
}

/** Rows of `table` whose text holds every word, through the index (notes are few: always this plan). */
function sqliteMatches(table: SearchedTable016, words: Word[]): RawBuilder<boolean> {
  const fts = sql.table(`${table}_search`);
  const match = ftsMatch(words);
  return sql<boolean>`${sql.ref(`${table}.search_rowid`)} in (select rowid from ${fts} where ${fts} match ${match})`;
}

/**
 * Only letters and digits reach to_tsquery, so the query text needs no quoting. Every piece of a word
 * goes in, short ones too: "jo@x.com" intersects the rows with words starting jo, x and com. A word
 * of several spellings is their alternative: (muller:* | mueller:*).
 */
const prefixesOf = (spelling: string) =>
  spelling
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((part) => `${part}:*`)
    .join(" & ");
const prefixQuery = (words: Word[]) =>
  words
    .map((spellings) => spellings.map(prefixesOf).filter(Boolean))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) =>
      alternatives.length > 1 ? `(${alternatives.map((one) => `(${one})`).join(" | ")})` : alternatives[0],
    )
    .join(" & ");

function postgresMatches(table: SearchedTable016, words: Word[]): RawBuilder<boolean> {
  const matches = sql<boolean>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${prefixQuery(words)})`;
  // A word of letters and digits alone is confirmed by its prefix match already (the matched lexeme is
  // folded text that starts with the word), so only the other words pay for the LIKE on every match.
  const unconfirmed = words.filter((spellings) => spellings.some((spelling) => !/^[\p{L}\p{N}]+$/u.test(spelling)));
  return unconfirmed.length ? sql<boolean>`(${matches} and ${likeAll(table, unconfirmed)})` : matches;
}

async function sqliteCondition(handle: DatabaseHandle, table: SearchedTable, words: Word[]) {
  const fts = sql.table(`${table}_search`);
  const match = ftsMatch(words);
  const probe = await sql<{
    n: number;
  }>`select count(*) as n from (select rowid from ${fts} where ${fts} match ${match} limit ${FTS_PROBE_LIMIT})`.execute(
    handle.db,
  );
  const own = Number(probe.rows[0]?.n ?? 0) >= FTS_PROBE_LIMIT ? likeAll(table, words) : sqliteMatches(table, words);
  return sql<boolean>`(${own} or ${sql.ref(`${table}.id`)} in (${notedLeadIds(handle, table, words)}))`;
}

async function postgresCondition(handle: DatabaseHandle, table: SearchedTable, words: Word[]) {
  const matches = sql<boolean>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${prefixQuery(words)})`;
  const own = postgresMatches(table, words);
  const noted = notedLeadIds(handle, table, words);
  // PostgreSQL guesses the same share of matches for every prefix, so it walked the list order for a
  // word that matches nothing (0.9 s at 100,000 leads). The probe counts prefix matches among the newest
  // leads (the derived table takes the table's name, so the condition applies to it unchanged); the
  // LIKE stays out of it, as it cost 50 ms over 2,000 rows.
  const probe = await sql<{ n: string | number }>`select count(*) as n from (select search from ${sql.table(table)}
    order by created_at desc limit ${PG_PROBE_SAMPLE}) as ${sql.table(table)} where ${matches}`.execute(handle.db);
  if (Number(probe.rows[0]?.n ?? 0) >= PG_DENSE_MATCHES) {
    return sql<boolean>`(${own} or ${sql.ref(`${table}.id`)} in (${noted}))`;
  }
  const row = sql.ref(`${table}.ctid`);
  // The matches' row addresses, collected once through the GIN indexes (an InitPlan) and read back by a
  // TID scan: half the time of reading them by id. A ctid holds within the statement's snapshot. A union,
  // not an OR, so each half keeps its index.
  return sql<boolean>`${row} = any(array(select ${row} from ${sql.table(table)} where ${own}
    union all select ${row} from ${sql.table(table)} where ${sql.ref(`${table}.id`)} in (${noted})))`;
}
