import { type Kysely, sql } from "kysely";

/*
 * Issue 26: the applications list sorts by the facility requested in the reporting currency, as it
 * sorts by revenue (019); the same kind of index on the sort expression and id serves its keyset pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index applications_facility_normalized on applications (coalesce(facility_requested_normalized, -1), id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("applications_facility_normalized").execute();
}
