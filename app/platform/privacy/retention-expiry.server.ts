import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type { Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * Which rows each retention period expires, stated once: the purge deletes by these rules
 * (./retention.server.ts) and the retention page counts by them before an admin lowers a period
 * (issue 26, item 11), so the preview and the purge cannot disagree.
 */

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const daysBefore = (now: Date, days: number) => hoursBefore(now, days * 24);

type Table = keyof Database;
export interface ExpiryRule<T extends Table> {
  table: T;
  expired: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
}
const rule = <T extends Table>(table: T, expired: ExpiryRule<T>["expired"]): ExpiryRule<T> => ({ table, expired });

/** Every period-bound rule of the purge, at `now` under `retention`. */
export function expiryRules(now: Date, retention: Retention) {
  const security = hoursBefore(now, retention.securityHours);
  const current = now.toISOString();
  return {
    contactMessages: rule("contact_messages", (eb) =>
      eb("created_at", "<", monthsBefore(now, retention.contactMonths)),
    ),
    applications: rule("applications", (eb) =>
      eb.and([eb("status", "!=", "funded"), eb("created_at", "<", monthsBefore(now, retention.applicationMonths))]),
    ),
    fundedApplications: rule("applications", (eb) =>
      eb.and([
        eb("status", "=", "funded"),
        eb("created_at", "<", monthsBefore(now, retention.fundedApplicationMonths)),
      ]),
    ),
    pendingSignups: rule("newsletter_subscribers", (eb) =>
      eb.and([eb("status", "=", "pending"), eb("created_at", "<", daysBefore(now, retention.pendingSignupDays))]),
    ),
    unsubscribed: rule("newsletter_subscribers", (eb) =>
      eb.and([
        eb("status", "=", "unsubscribed"),
        eb("unsubscribed_at", "<", monthsBefore(now, retention.unsubscribedMonths)),
      ]),
    ),
    auditIps: rule("audit_log", (eb) =>
      eb.and([eb("ip", "is not", null), eb("created_at", "<", daysBefore(now, retention.auditIpDays))]),
    ),
    auditEntries: rule("audit_log", (eb) =>
      eb.and([eb("lead_id", "is", null), eb("created_at", "<", monthsBefore(now, retention.auditMonths))]),
    ),
    deliveredOutbox: rule("outbox", (eb) =>
      eb.and([
        eb("status", "in", ["delivered", "skipped"]),
        eb("delivered_at", "<", daysBefore(now, retention.deliveredOutboxDays)),
      ]),
    ),
    undeliveredOutbox: rule("outbox", (eb) =>
      eb.and([
        eb("status", "in", ["pending", "dead"]),
        eb("created_at", "<", daysBefore(now, retention.undeliveredOutboxDays)),
      ]),
    ),
    idempotencyKeys: rule("idempotency_keys", (eb) => eb("created_at", "<", security)),
    captchaSolutions: rule("captcha_solutions", (eb) =>
      eb.or([eb("used_at", "<", security), eb("expires_at", "<", current)]),
    ),
    signInThrottle: rule("sign_in_throttle", (eb) => eb("last_failure_at", "<", security)),
    // A founder link is worth nothing once used or expired; kept the security period for the record.
    founderLinks: rule("founder_links", (eb) => eb.or([eb("used_at", "<", security), eb("expires_at", "<", security)])),
  };
}
export type ExpiryRules = ReturnType<typeof expiryRules>;
export type ExpiryCategory = keyof ExpiryRules;

/** How many rows `rule` expires now. */
export async function countExpired<T extends Table>(db: Kysely<Database>, { table, expired }: ExpiryRule<T>) {
  // The builder cannot follow a generic table name; each rule is typed against its own table where it is made.
  const row = await db
    .selectFrom(table as Table)
    .select((eb) => eb.fn.countAll<string | number>().as("rows"))
    .where(expired as never)
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}
