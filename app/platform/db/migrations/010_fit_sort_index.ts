import { type Kysely, sql } from "kysely";

/*
 * Issue 21: the inbox sorts applications by `coalesce(fit_verdict, '')` (rows from before the fit
 * sort last), which no index covered, so every page sorted the whole table: 0.2 s on SQLite and
 * 0.45 s on PostgreSQL at 100,000 leads, and 130 ms per batch of a CSV export in that order.
 * An index on the sort expression and id serves the keyset pages of both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index applications_fit_sort on applications (coalesce(fit_verdict, ''), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("applications_fit_sort").execute();
}
