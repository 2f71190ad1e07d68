import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/*
 * Row types shared by SQLite and PostgreSQL. Portable choices: ids are text
 * UUIDs, timestamps are ISO-8601 UTC text (sortable as strings), JSON is text,
 * money is double precision.
 */

export interface ContactMessageTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  created_at: string;
}

export interface ApplicationTable {
  id: string;
  job_title: string;
  business_name: string;
  website: string;
  country: string;
  referral_source: string;
  annual_revenue: number;
  estimated_runway: number;
  cash_balance: number;
  recent_equity_raise: number;
  funding_date: string;
  revenue_model: string;
  industry: string;
  use_of_proceeds: string;
  funding_round_type: string;
  business_description: string;
  major_investors: string;
  debt_outstanding: number;
  created_at: string;
}

export type NewsletterStatus = "pending" | "confirmed" | "unsubscribed";

export interface NewsletterSubscriberTable {
  id: string;
  /** Lower-cased, trimmed; unique. */
  email: string;
  status: NewsletterStatus;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface CaptchaSolutionTable {
  /** The challenge's HMAC signature: unique per issued challenge. */
  id: string;
  expires_at: string;
  used_at: string;
}

export type PublicFormName = "contact" | "application" | "newsletter";

export interface IdempotencyKeyTable {
  form: PublicFormName;
  key: string;
  lead_id: string;
  created_at: string;
}

export type OutboxKind = "lead_webhook" | "lead_email" | "newsletter_confirmation";
export type OutboxStatus = "pending" | "delivered" | "skipped";

export interface OutboxTable {
  id: string;
  kind: OutboxKind;
  /** JSON text; shape depends on kind. */
  payload: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Lease of the worker that claimed the row; expired leases are claimable again. */
  locked_until: string | null;
  claim_token: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export type LeadKind = "application" | "contact" | "newsletter";
export type LeadStatus = "new" | "in_review" | "contacted" | "closed";

export interface StaffUserTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface SessionTable {
  /** SHA-256 of the session cookie's token. */
  id: string;
  staff_user_id: string;
  created_at: string;
  expires_at: string;
}

export interface LeadStatusTable {
  lead_kind: LeadKind;
  lead_id: string;
  status: LeadStatus;
  updated_at: string;
  updated_by: string | null;
}

export interface LeadNoteTable {
  id: string;
  lead_kind: LeadKind;
  lead_id: string;
  staff_user_id: string | null;
  body: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  staff_user_id: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  created_at: string;
}

export interface Database {
  contact_messages: ContactMessageTable;
  applications: ApplicationTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  captcha_solutions: CaptchaSolutionTable;
  idempotency_keys: IdempotencyKeyTable;
  outbox: OutboxTable;
  staff_users: StaffUserTable;
  sessions: SessionTable;
  lead_status: LeadStatusTable;
  lead_notes: LeadNoteTable;
  audit_log: AuditLogTable;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type NewsletterSubscriber = Selectable<NewsletterSubscriberTable>;
