import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { checkpointDeletions } from "#app/platform/db/scrub.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { purgeExpired } from "#app/platform/privacy/retention.server.ts";
import { readRetention } from "#app/platform/privacy/retention-settings.server.ts";

/**
 * The worker's periodic clean-up: the retention the privacy policy states (app/platform/privacy/retention.server.ts),
 * which also covers expired captcha solutions and duplicate-submission keys past their 24 hours.
 */
export async function pruneExpiredRows(db: Kysely<Database>, now: Date = new Date()) {
  const { periods } = await readRetention(db);
  const purged = await purgeExpired(db, now, periods);
  // Purged rows leave the WAL too (issue 21); also retries a checkpoint an erasure could not finish.
  await checkpointDeletions(db);
  logger.debug(purged, "outbox worker: retention purge");
  return purged;
}
