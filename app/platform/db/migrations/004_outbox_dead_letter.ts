import { type Kysely, sql } from "kysely";

/*
 * Outbox (decision 048): a `dead` status needs no new column (status is text). The
 * newsletter's "confirmation sent recently?" check gets an indexed subscriber_id
 * column instead of a LIKE scan over payloads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("subscriber_id", "text").execute();
  await db.schema
    .createIndex("outbox_subscriber_created")
    .on("outbox")
    .columns(["subscriber_id", "created_at"])
    .execute();

  // The check looks back ten minutes; a day of confirmations is more than enough to carry over.
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const { rows } = await sql<{ id: string; payload: string }>`
    select id, payload from outbox where kind = 'newsletter_confirmation' and created_at > ${since}`.execute(db);
  for (const row of rows) {
    const { subscriberId } = JSON.parse(row.payload) as { subscriberId?: unknown };
    if (typeof subscriberId !== "string") continue;
    await sql`update outbox set subscriber_id = ${subscriberId} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_subscriber_created").execute();
  await db.schema.alterTable("outbox").dropColumn("subscriber_id").execute();
}
