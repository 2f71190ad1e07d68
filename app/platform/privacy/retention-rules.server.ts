import type { Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * Issue 21, item 6: every table has a stated rule for how long what it holds is kept. The periods are
 * the ones in force (app/platform/privacy/retention-periods/, set by admins, decision 056); the privacy policy
 * states each of them, and ./retention.server.ts deletes by them. A table added without a rule here
 * fails to typecheck (Record over the schema), and retention-rules.server.test.ts also finds tables a
 * migration made that the schema does not name.
 */

export interface TableRule {
  /** Whether a row can identify a person (a visitor, a founder or a staff member). */
  personal: boolean;
  /** The periods the purge applies to it (each stated in the privacy policy). */
  periods: (keyof Retention)[];
  /** The rule, in words (docs/operations.md and the decision record repeat it). */
  rule: string;
}

export const TABLE_RULES: Record<keyof Database, TableRule> = {
  contact_messages: {
    personal: true,
    periods: ["contactMonths"],
    rule: "deleted contactMonths after it was sent, with its notes, history and outbox copies",
  },
  applications: {
    personal: true,
    periods: ["applicationMonths", "fundedApplicationMonths"],
    rule: "deleted applicationMonths after submission, or fundedApplicationMonths if funded, with its notes, history and outbox copies",
  },
  newsletter_subscribers: {
    personal: true,
    periods: ["pendingSignupDays", "unsubscribedMonths"],
    rule: "unconfirmed: deleted pendingSignupDays after sign-up; confirmed: while subscribed; unsubscribed: deleted unsubscribedMonths after leaving",
  },
  pending_submissions: {
    personal: true,
    periods: ["pendingSubmissionDays"],
    rule: "a form sent without JavaScript, held until its sender confirms it by e-mail: deleted pendingSubmissionDays after it was sent; once confirmed it holds no content",
  },
  lead_notes: { personal: true, periods: [], rule: "deleted with its lead" },
  deal_tasks: { personal: true, periods: [], rule: "deleted with its application" },
  deal_proposals: {
    personal: true,
    periods: [],
    rule: "a partner's proposed terms and the committee's decision: deleted with its application",
  },
  proposal_memos: { personal: true, periods: [], rule: "deleted with its proposal's application" },
  committee_votes: { personal: true, periods: [], rule: "deleted with its proposal's application" },
  deal_offers: {
    personal: true,
    periods: [],
    rule: "the offer and the founder's answer (the acceptance's IP address is in the audit log): deleted with its application",
  },
  deal_messages: {
    personal: true,
    periods: [],
    rule: "the conversation with a founder: deleted with its application (applicationMonths, or fundedApplicationMonths if funded)",
  },
  document_requests: { personal: true, periods: [], rule: "deleted with its application" },
  document_files: {
    personal: true,
    periods: [],
    rule: "deleted with its application; an upload never finished, an hour after it began",
  },
  document_chunks: { personal: true, periods: [], rule: "deleted with its file" },
  data_imports: {
    personal: true,
    periods: [],
    rule: "a statement or KPI pack the founder shared: deleted with its application, or when the founder deletes it",
  },
  data_statements: { personal: true, periods: [], rule: "deleted with its import" },
  data_entries: { personal: true, periods: [], rule: "deleted with its import (a correction names the founder)" },
  data_kpi_months: { personal: true, periods: [], rule: "deleted with its import" },
  data_csv_mappings: { personal: false, periods: [], rule: "deleted with its application" },
  audit_log: {
    personal: true,
    periods: ["auditIpDays", "auditMonths"],
    rule: "a lead's entries go with the lead; others deleted after auditMonths; the IP address cleared after auditIpDays",
  },
  outbox: {
    personal: true,
    periods: ["deliveredOutboxDays", "undeliveredOutboxDays"],
    rule: "deleted with its lead; else deliveredOutboxDays after delivery, or undeliveredOutboxDays after it was queued if never delivered",
  },
  idempotency_keys: { personal: false, periods: ["securityHours"], rule: "deleted after securityHours" },
  captcha_solutions: {
    personal: false,
    periods: ["securityHours"],
    rule: "deleted after securityHours or once its challenge expired",
  },
  founder_links: {
    personal: true,
    periods: ["securityHours"],
    rule: "deleted securityHours after it was used or expired",
  },
  founder_sessions: { personal: true, periods: [], rule: "deleted when it expires (at most 8 hours)" },
  sessions: { personal: true, periods: [], rule: "deleted when it expires (at most 8 hours)" },
  sign_in_throttle: {
    personal: true,
    periods: ["securityHours"],
    rule: "holds an IP address or an address hash: deleted securityHours after the last failure",
  },
  staff_users: {
    personal: true,
    periods: [],
    rule: "while the account exists (a staff member's own account; disabled by an admin, removed by the operator)",
  },
  erasure_ledger: {
    personal: true,
    periods: [],
    rule: "kept: keyed hashes only, so that no restored backup brings an erased person back",
  },
  settings: { personal: false, periods: [], rule: "kept (which staff member last changed a setting)" },
  app_secrets: { personal: false, periods: [], rule: "kept (generated keys)" },
  exchange_rates: { personal: false, periods: [], rule: "kept (ECB reference rates; old days explain stored amounts)" },
  scheduled_jobs: { personal: false, periods: [], rule: "kept (one row per scheduled job: when it next runs)" },
};

/** SQLite's FTS5 search tables and their shadow tables: derived from the lead rows, deleted with them. */
export const isDerivedSearchTable = (name: string) =>
  /^(?:applications|contact_messages|newsletter_subscribers|lead_notes)_search(?:_(?:data|idx|content|docsize|config))?$/.test(
    name,
  );
