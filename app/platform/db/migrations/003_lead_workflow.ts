import { type Kysely, SqliteAdapter, sql } from "kysely";

/*
 * Leads the firm can act on (issue 11, decision 050): the applicant on each
 * application, workflow status and assignee on the lead rows themselves (they
 * replace lead_status), staff roles and disabling, idle session expiry,
 * sign-in back-off, audit entries with before/after values, and search:
 * FTS5 trigram tables on SQLite, a tsvector column on PostgreSQL.
 */

/** What each list searches: names, company, e-mail and website. */
export const SEARCHED_COLUMNS = {
  applications: ["applicant_first_name", "applicant_last_name", "business_name", "applicant_email", "website"],
  contact_messages: ["first_name", "last_name", "company", "email"],
  newsletter_subscribers: ["email"],
} as const;

export type SearchedTable = keyof typeof SEARCHED_COLUMNS;

/** Lower-cased, space-joined searched columns: the same text on both databases. */
export function searchTextSql(table: SearchedTable, qualifier = ""): string {
  const parts = SEARCHED_COLUMNS[table].map((column) => `coalesce(${qualifier}${column}, '')`);
  return `lower(${parts.join(" || ' ' || ")})`;
}

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

const STATUS_MAP = {
  application: { in_review: "reviewing", contacted: "reviewing", closed: "declined" },
  contact: { in_review: "new", contacted: "answered", closed: "archived" },
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);

  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "text", (col) => col.notNull().defaultTo("member"))
    .execute();
  await db.schema.alterTable("staff_users").addColumn("disabled_at", "text").execute();
  // Accounts made before roles existed had every power; they keep it.
  await sql`update staff_users set role = 'admin'`.execute(db);
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
  await db.schema.createIndex("sessions_staff_user").on("sessions").column("staff_user_id").execute();

  await db.schema
    .createTable("sign_in_throttle")
    // "ip:<address>" or "account:<sha-256 of the e-mail>", known account or not.
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_failure_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .execute();

  for (const column of ["applicant_first_name", "applicant_last_name", "applicant_email"]) {
    await db.schema
      .alterTable("applications")
      .addColumn(column, "text", (col) => col.notNull().defaultTo(""))
      .execute();
  }
  await db.schema.alterTable("applications").addColumn("applicant_phone", "text").execute();
  await db.schema.alterTable("applications").addColumn("applicant_linkedin", "text").execute();

  for (const table of ["applications", "contact_messages"] as const) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("assignee_id", "text", (col) => col.references("staff_users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex(`${table}_created`).on(table).columns(["created_at", "id"]).execute();
    await db.schema.createIndex(`${table}_status_created`).on(table).columns(["status", "created_at"]).execute();
    await db.schema.createIndex(`${table}_assignee_created`).on(table).columns(["assignee_id", "created_at"]).execute();
  }
  for (const [kind, map] of Object.entries(STATUS_MAP)) {
    const table = kind === "application" ? "applications" : "contact_messages";
    for (const [from, to] of Object.entries(map)) {
      await sql`update ${sql.table(table)} set status = ${to}, assignee_id = null
        where id in (select lead_id from lead_status where lead_kind = ${kind} and status = ${from})`.execute(db);
    }
  }
  await db.schema.dropTable("lead_status").execute();

  await sql`create index applications_company on applications (lower(business_name), id)`.execute(db);
  await sql`create index applications_revenue on applications (annual_revenue, id)`.execute(db);
  await sql`create index applications_email on applications (lower(applicant_email))`.execute(db);
  await sql`create index contact_messages_company on contact_messages (lower(coalesce(company, '')), id)`.execute(db);
  await sql`create index contact_messages_email on contact_messages (lower(email))`.execute(db);
  await db.schema
    .createIndex("newsletter_subscribers_created")
    .on("newsletter_subscribers")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_status_created")
    .on("newsletter_subscribers")
    .columns(["status", "created_at"])
    .execute();

  await db.schema.alterTable("audit_log").addColumn("lead_kind", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("lead_id", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("before_value", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("after_value", "text").execute();
  await db.schema
    .createIndex("audit_log_lead")
    .on("audit_log")
    .columns(["lead_kind", "lead_id", "created_at"])
    .execute();

  await db.schema.createIndex("outbox_delivered").on("outbox").columns(["status", "delivered_at"]).execute();
  await db.schema.createIndex("idempotency_keys_created").on("idempotency_keys").column("created_at").execute();
  await db.schema.createIndex("captcha_solutions_used").on("captcha_solutions").column("used_at").execute();

  for (const table of Object.keys(SEARCHED_COLUMNS) as SearchedTable[]) {
    if (sqlite) await addSqliteSearch(db, table);
    else await addPostgresSearch(db, table);
  }
}

/*
 * An FTS5 trigram table per lead table (case-insensitive substring match).
 * The lead row keeps the FTS rowid it got, so deletes find it by key even if
 * a VACUUM renumbers the lead table's own rowids.
 */
async function addSqliteSearch(db: Kysely<unknown>, table: SearchedTable) {
  const fts = `${table}_search`;
  const text = searchTextSql(table, "new.");
  await sql.raw(`alter table ${table} add column search_rowid integer`).execute(db);
  await sql.raw(`create index ${table}_search_rowid on ${table} (search_rowid)`).execute(db);
  await sql.raw(`create virtual table ${fts} using fts5(body, tokenize = 'trigram')`).execute(db);
  // Deleting a lead removes its words from the index at once, not at the next merge (issue 21, 011).
  await sql.raw(`insert into ${fts} (${fts}, rank) values ('secure-delete', 1)`).execute(db);
  await sql.raw(`insert into ${fts} (rowid, body) select rowid, ${searchTextSql(table)} from ${table}`).execute(db);
  await sql.raw(`update ${table} set search_rowid = rowid`).execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_insert after insert on ${table} begin
        insert into ${fts} (body) values (${text});
        update ${table} set search_rowid = last_insert_rowid() where id = new.id;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_update after update of ${SEARCHED_COLUMNS[table].join(", ")} on ${table} begin
        update ${fts} set body = ${text} where rowid = new.search_rowid;
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

/** A generated tsvector: words as written plus their alphanumeric parts, so "acme" finds "acme-robotics.example". */
async function addPostgresSearch(db: Kysely<unknown>, table: SearchedTable) {
  const text = searchTextSql(table);
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

export async function down(): Promise<void> {
  throw new Error("003_lead_workflow cannot be undone: lead_status was folded into the lead rows.");
}
