import type { Kysely } from "kysely";

/* Issue 20: each staff member reads times in the zone they pick; null means FIRM_TIME_ZONE. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("time_zone", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("time_zone").execute();
}
