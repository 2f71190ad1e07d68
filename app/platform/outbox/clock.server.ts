import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * The outbox schedules by the database's clock, so instances whose clocks drift
 * apart still agree on when a lease ends or a retry is due. The text matches
 * Date#toISOString (UTC, milliseconds), the format every timestamp column holds.
 */

function isPostgres(db: Kysely<Database>): boolean {
  // Kysely has no public dialect getter; the adapter is the one thing that tells them apart.
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The database's current time plus `offsetMs`, as ISO-8601 UTC text. */
export function databaseTime(db: Kysely<Database>, offsetMs = 0): RawBuilder<string> {
  if (isPostgres(db)) {
    // clock_timestamp(), not now(): now() is frozen at the start of the transaction.
    return sql<string>`to_char((clock_timestamp() + cast(${offsetMs} as double precision) * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  const modifier = `${offsetMs >= 0 ? "+" : "-"}${Math.abs(offsetMs) / 1000} seconds`;
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${modifier})`;
}

/** Reads the database's clock (tests and metrics compare against it). */
export async function readDatabaseTime(db: Kysely<Database>): Promise<Date> {
  const { rows } = await sql<{ now: string }>`select ${databaseTime(db)} as now`.execute(db);
  const now = rows[0]?.now;
  if (!now) throw new Error("the database did not report its time");
  return new Date(now);
}
