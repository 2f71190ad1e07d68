import { type Kysely, sql } from "kysely";
import { retention as defaultRetention } from "../../content/shared/retention/data.ts";
import type { Retention } from "../../content/shared/retention/schema.ts";
import type { Database } from "../db/schema.ts";

/*
 * The retention the privacy policy states, enforced (decision 051). Runs with
 * the outbox worker's maintenance (every ten minutes by default), with the periods
 * in force (./retention-settings.server.ts), the ones the policy page states.
 */

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};
const msBefore = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export interface PurgeCounts {
  contactMessages: number;
  applications: number;
  unsubscribed: number;
  leadNotes: number;
  auditEntries: number;
  idempotencyKeys: number;
  captchaSolutions: number;
  outbox: number;
  sessions: number;
  signInThrottle: number;
  founderLinks: number;
  founderSessions: number;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes notes and history of leads that no longer exist (after their rows were purged). */
async function purgeOrphans(db: Kysely<Database>) {
  const orphan = (kind: string, table: string) =>
    sql<boolean>`(lead_kind = ${kind} and not exists (select 1 from ${sql.table(table)} where ${sql.table(table)}.id = lead_id))`;
  const orphans = sql<boolean>`(${orphan("application", "applications")} or ${orphan("contact", "contact_messages")} or ${orphan("newsletter", "newsletter_subscribers")})`;
  const notes = await db.deleteFrom("lead_notes").where(orphans).executeTakeFirst();
  const audit = await db.deleteFrom("audit_log").where("lead_id", "is not", null).where(orphans).executeTakeFirst();
  return { leadNotes: count(notes), auditEntries: count(audit) };
}

export async function purgeExpired(
  db: Kysely<Database>,
  now: Date = new Date(),
  retention: Retention = defaultRetention,
): Promise<PurgeCounts> {
  const securityCutoff = msBefore(now, retention.securityHours * 3_600_000);
  return db.transaction().execute(async (trx) => {
    const contactMessages = await trx
      .deleteFrom("contact_messages")
      .where("created_at", "<", monthsBefore(now, retention.contactMonths))
      .executeTakeFirst();
    const applications = await trx
      .deleteFrom("applications")
      .where("created_at", "<", monthsBefore(now, retention.applicationMonths))
      .where("status", "!=", "funded")
      .executeTakeFirst();
    const unsubscribed = await trx
      .deleteFrom("newsletter_subscribers")
      .where("status", "=", "unsubscribed")
      .where("unsubscribed_at", "<", monthsBefore(now, retention.unsubscribedMonths))
      .executeTakeFirst();
    const orphans = await purgeOrphans(trx);
    const idempotencyKeys = await trx
      .deleteFrom("idempotency_keys")
      .where("created_at", "<", securityCutoff)
      .executeTakeFirst();
    const captchaSolutions = await trx
      .deleteFrom("captcha_solutions")
      .where((eb) => eb.or([eb("used_at", "<", securityCutoff), eb("expires_at", "<", now.toISOString())]))
      .executeTakeFirst();
    const outbox = await trx
      .deleteFrom("outbox")
      .where("status", "in", ["delivered", "skipped"])
      .where("delivered_at", "<", msBefore(now, retention.deliveredOutboxDays * 86_400_000))
      .executeTakeFirst();
    const sessions = await trx.deleteFrom("sessions").where("expires_at", "<", now.toISOString()).executeTakeFirst();
    const signInThrottle = await trx
      .deleteFrom("sign_in_throttle")
      .where("last_failure_at", "<", msBefore(now, 86_400_000))
      .executeTakeFirst();
    // A founder link is worth nothing once used or expired; kept the security period for the record.
    const founderLinks = await trx
      .deleteFrom("founder_links")
      .where((eb) => eb.or([eb("used_at", "<", securityCutoff), eb("expires_at", "<", securityCutoff)]))
      .executeTakeFirst();
    const founderSessions = await trx
      .deleteFrom("founder_sessions")
      .where("expires_at", "<", now.toISOString())
      .executeTakeFirst();
    return {
      contactMessages: count(contactMessages),
      applications: count(applications),
      unsubscribed: count(unsubscribed),
      ...orphans,
      idempotencyKeys: count(idempotencyKeys),
      captchaSolutions: count(captchaSolutions),
      outbox: count(outbox),
      sessions: count(sessions),
      signInThrottle: count(signInThrottle),
      founderLinks: count(founderLinks),
      founderSessions: count(founderSessions),
    };
  });
}
