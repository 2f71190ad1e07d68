import { type Kysely, SqliteAdapter, sql } from "kysely";
import { UNDECOMPOSED_LETTERS } from "#app/staff/view/search-fold.ts";

/*
 * Issue 20: search ignores accents and case, and reaches descriptions, investors, messages and notes.
 * - SQLite: the FTS5 trigram tables are rebuilt with remove_diacritics (ö is o), over text whose
 *   undecomposed letters (ø, æ, ß…) are spelled out as app/staff/view/search-fold.ts does; lead_notes
 *   gets its own table. The LIKE plan folds with the same JS function (noema_fold, db.server.ts).
 * - PostgreSQL: the tsvector columns are regenerated over noema_fold(text) = unaccent(lower(text));
 *   lead_notes gets one too. unaccent ships with PostgreSQL (contrib).
 * Expression indexes on lower(e-mail) and lower(company) serve lookups by address.
 * The definitions are frozen here: a later change of the searched columns is a new migration.
 */

export const SEARCHED_COLUMNS_016 = {
  applications: [
    "applicant_first_name",
    "applicant_last_name",
    "business_name",
    "applicant_email",
    "website",
    "business_description",
    "major_investors",
  ],
  contact_messages: ["first_name", "last_name", "company", "email", "subject", "message"],
  newsletter_subscribers: ["email"],
  lead_notes: ["body"],
} as const;

export type SearchedTable016 = keyof typeof SEARCHED_COLUMNS_016;

/** The searched columns, space-joined, not yet folded. */
export function searchTextSql016(table: SearchedTable016, qualifier = ""): string {
  return SEARCHED_COLUMNS_016[table].map((column) => `coalesce(${qualifier}${column}, '')`).join(" || ' ' || ");
}

/** SQLite: what the trigram tokenizer cannot fold by itself (it folds case and decomposable accents). */
function spellOutUndecomposed(text: string): string {
  let folded = text;
  for (const [letter, spelled] of Object.entries(UNDECOMPOSED_LETTERS)) {
    for (const variant of new Set([letter, letter.toUpperCase()])) {
      if (variant.length === 1) folded = `replace(${folded}, '${variant}', '${spelled}')`;
    }
  }
  return folded;
}

const TRIGGERS = ["insert", "update", "delete"] as const;

async function rebuildSqliteSearch(db: Kysely<unknown>, table: SearchedTable016, isNew: boolean) {
  const fts = `${table}_search`;
  const text = (qualifier: string) => spellOutUndecomposed(searchTextSql016(table, qualifier));
  if (isNew) {
    await sql.raw(`alter table ${table} add column search_rowid integer`).execute(db);
    await sql.raw(`create index ${table}_search_rowid on ${table} (search_rowid)`).execute(db);
  } else {
    for (const trigger of TRIGGERS) await sql.raw(`drop trigger if exists ${table}_search_${trigger}`).execute(db);
    await sql.raw(`drop table if exists ${fts}`).execute(db);
  }
  await sql.raw(`create virtual table ${fts} using fts5(body, tokenize = 'trigram remove_diacritics 1')`).execute(db);
  await sql.raw(`insert into ${fts} (${fts}, rank) values ('secure-delete', 1)`).execute(db);
  await sql.raw(`insert into ${fts} (rowid, body) select rowid, ${text("")} from ${table}`).execute(db);
  await sql.raw(`update ${table} set search_rowid = rowid`).execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_insert after insert on ${table} begin
        insert into ${fts} (body) values (${text("new.")});
        update ${table} set search_rowid = last_insert_rowid() where id = new.id;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_update after update of ${SEARCHED_COLUMNS_016[table].join(", ")} on ${table} begin
        update ${fts} set body = ${text("new.")} where rowid = new.search_rowid;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_delete after delete on ${table} begin
        delete from ${fts} where rowid = old.search_rowid;
      end`,
    )
    .execute(db);
}

async function rebuildPostgresSearch(db: Kysely<unknown>, table: SearchedTable016, isNew: boolean) {
  const text = `noema_fold(${searchTextSql016(table)})`;
  if (!isNew) await sql.raw(`alter table ${table} drop column search`).execute(db);
  await sql
    .raw(
      `alter table ${table} add column search tsvector generated always as (
        to_tsvector('simple'::regconfig, ${text}) ||
        to_tsvector('simple'::regconfig, regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g'))
      ) stored`,
    )
    .execute(db);
  await sql.raw(`create index ${table}_search on ${table} using gin (search)`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (!sqlite) {
    await sql`create extension if not exists unaccent schema public`.execute(db);
    // unaccent() is only stable (its dictionary could change); pinning the dictionary makes this immutable.
    await sql
      .raw(
        `create or replace function noema_fold(text) returns text language sql immutable parallel safe strict
         as $$ select public.unaccent('public.unaccent'::regdictionary, lower($1)) $$`,
      )
      .execute(db);
  }
  for (const table of Object.keys(SEARCHED_COLUMNS_016) as SearchedTable016[]) {
    const isNew = table === "lead_notes";
    if (sqlite) await rebuildSqliteSearch(db, table, isNew);
    else await rebuildPostgresSearch(db, table, isNew);
  }
  // Related records (a lead page lists the same address's and company's other leads) and the
  // holdings of a data request look leads up by address: without these, each read every lead.
  for (const [index, table, column] of LOOKUP_INDEXES) {
    await sql.raw(`create index ${index} on ${table} (lower(${column}))`).execute(db);
  }
}

const LOOKUP_INDEXES = [
  ["applications_email_lower", "applications", "applicant_email"],
  ["applications_business_lower", "applications", "business_name"],
  ["contact_messages_email_lower", "contact_messages", "email"],
  ["newsletter_subscribers_email_lower", "newsletter_subscribers", "email"],
] as const;

export async function down(): Promise<void> {
  throw new Error("016_accent_free_search cannot be undone: restore a backup instead.");
}
