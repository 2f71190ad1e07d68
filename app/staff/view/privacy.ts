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
