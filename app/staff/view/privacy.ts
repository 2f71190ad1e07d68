/** The tables a privacy request draws rows from, in the order access and the inbox list them; the inbox copy names each. */
export const HOLDING_TABLES = [
  "applications",
  "contact_messages",
  "newsletter_subscribers",
  "pending_submissions",
  "lead_notes",
  "deal_tasks",
  "deal_messages",
  "audit_log",
  "outbox",
  "idempotency_keys",
  "founder_links",
  "founder_sessions",
] as const;

/**
 * What lowering a retention period removes, per category, as the preview lists them: the purge's
 * rules, the security and outbox ones taken together (app/platform/privacy/retention-change.server.ts).
 */
export const REMOVAL_CATEGORIES = [
  "contactMessages",
  "applications",
  "fundedApplications",
  "pendingSignups",
  "unsubscribed",
  "securityRecords",
  "outbox",
  "auditIps",
  "auditEntries",
] as const;
export type RemovalCategory = (typeof REMOVAL_CATEGORIES)[number];
