import type { Kysely } from "kysely";

/*
 * Issue 12: the founding month, the facility asked for and the indicative fit shown at step 3,
 * stored with the application. All nullable: rows from before this migration have none.
 * fit_verdict is its own indexed column so the inbox can filter and sort by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("founded_on", "text").execute();
  await db.schema.alterTable("applications").addColumn("facility_requested", "double precision").execute();
  await db.schema.alterTable("applications").addColumn("fit_verdict", "text").execute();
  await db.schema.alterTable("applications").addColumn("indicative_fit", "text").execute();
  await db.schema.createIndex("applications_fit_verdict").on("applications").column("fit_verdict").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("applications_fit_verdict").execute();
  for (const column of ["indicative_fit", "fit_verdict", "facility_requested", "founded_on"]) {
    await db.schema.alterTable("applications").dropColumn(column).execute();
  }
}
