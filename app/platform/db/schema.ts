import type {
  CommitteeVoteTable,
  DealMessageTable,
  DealOfferTable,
  DealProposalTable,
  DealTaskTable,
  DocumentChunkTable,
  DocumentFileTable,
  DocumentRequestTable,
  ProposalMemoTable,
} from "./schema-deals.ts";
import type { ErasureLedgerTable, FounderLinkTable, FounderSessionTable } from "./schema-founder.ts";
import type { PendingSubmissionTable } from "./schema-pending.ts";
import type {
  DataCsvMappingTable,
  DataEntryTable,
  DataImportTable,
  DataKpiMonthTable,
  DataStatementTable,
} from "./schema-underwriting.ts";
import type { ExchangeRateTable, ScheduledJobTable } from "./schema-rates.ts";
import type { Generated, Selectable } from "kysely";
import type { FitVerdict } from "#app/shared/venture-debt/fit-verdicts.ts";

/*
 * Row types shared by SQLite and PostgreSQL. Portable choices: ids are text
 * UUIDs, timestamps are ISO-8601 UTC text (sortable as strings), JSON is text,
 * money is double precision. Generated<T> marks a column an insert may leave
 * out: the database fills in its default (or null).
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
  status: Generated<MessageStatus>;
  assignee_id: Generated<string | null>;
}

export interface ApplicationTable {
  id: string;
  applicant_first_name: string;
  applicant_last_name: string;
  applicant_email: string;
  applicant_phone: string | null;
  applicant_linkedin: string | null;
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
  /** "YYYY-MM"; null when not given (or stored before migration 007). */
  founded_on: string | null;
  facility_requested: number | null;
  fit_verdict: FitVerdict | null;
  /** Currency of the figures above (migration 019); rows from before were asked in US dollars. */
  currency: Generated<string>;
  /** The currency the *_normalized amounts are in, and the ECB day converted at; null until normalized. */
  reporting_currency: Generated<string | null>;
  rate_date: Generated<string | null>;
  annual_revenue_normalized: Generated<number | null>;
  cash_balance_normalized: Generated<number | null>;
  recent_equity_raise_normalized: Generated<number | null>;
  debt_outstanding_normalized: Generated<number | null>;
  facility_requested_normalized: Generated<number | null>;
  /** JSON text of the IndicativeFit shown at step 3 (app/shared/venture-debt/indicative-fit.ts). */
  indicative_fit: string | null;
  status: Generated<ApplicationStatus>;
  assignee_id: Generated<string | null>;
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
  /** SHA-256 of the validated submission (null on rows from before migration 005). */
  payload_hash: string | null;
}

export type OutboxKind =
  | "lead_webhook"
  | "lead_email"
  | "newsletter_confirmation"
  | "applicant_confirmation"
  | "founder_link"
  | "founder_status_update"
  | "founder_documents_requested"
  | "lead_erased"
  | "staff_assignment"
  | "deal_message_to_founder"
  | "deal_message_to_staff"
  | "documents_uploaded_to_staff"
  | "submission_confirmation";
/** `dead`: given up on (permanent error or too many attempts) until someone retries it. */
export type OutboxStatus = "pending" | "delivered" | "skipped" | "dead";

export interface OutboxTable {
  id: string;
  kind: OutboxKind;
  /** JSON text; shape depends on kind. */
  payload: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Lease of the worker that claimed the row; expired leases are claimable again. */
  locked_until: string | null;
  claim_token: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  /** newsletter_confirmation rows only: which subscriber it confirms (the resend check's key). */
  subscriber_id: Generated<string | null>;
}

export type LeadKind = "application" | "contact" | "newsletter";
export type ApplicationStatus = "new" | "reviewing" | "due_diligence" | "funded" | "declined" | "withdrawn";
export type MessageStatus = "new" | "answered" | "archived";
export type StaffRole = "admin" | "member";

export interface StaffUserTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  last_sign_in_at: string | null;
  role: Generated<StaffRole>;
  disabled_at: Generated<string | null>;
  /** IANA zone the member reads times in (migration 017); null: FIRM_TIME_ZONE. */
  time_zone: Generated<string | null>;
}

export interface SessionTable {
  /** SHA-256 of the session cookie's token. */
  id: string;
  staff_user_id: string;
  created_at: string;
  expires_at: string;
  /** Last request seen; a session idle for longer than the idle timeout is over. */
  last_seen_at: string | null;
}

export interface SignInThrottleTable {
  /** "ip:<address>" or "account:<sha-256 of the e-mail>". */
  key: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

export interface LeadNoteTable {
  id: string;
  lead_kind: LeadKind;
  lead_id: string;
  staff_user_id: string | null;
  body: string;
  created_at: string;
  /** The posting form's idempotency key (migration 012); unique per lead, null on older notes. */
  idempotency_key: Generated<string | null>;
}

export interface AuditLogTable {
  id: string;
  staff_user_id: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  created_at: string;
  lead_kind: Generated<LeadKind | null>;
  lead_id: Generated<string | null>;
  /** JSON text of the values before and after the change. */
  before_value: Generated<string | null>;
  after_value: Generated<string | null>;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** A setting staff change at run time (decision 056): JSON text under a name. */
export interface SettingTable {
  name: string;
  value: string;
  updated_at: string;
  /** The staff member who last changed it. */
  updated_by: string | null;
}

export type { FounderLinkPurpose } from "./schema-founder.ts";
export type { DealMessageAuthor, DocumentFileStatus, DocumentRequestStatus, ProposalStatus } from "./schema-deals.ts";
export type { ConfirmableFormName, PendingSubmissionTable } from "./schema-pending.ts";

export interface Database {
  contact_messages: ContactMessageTable;
  applications: ApplicationTable;
  exchange_rates: ExchangeRateTable;
  scheduled_jobs: ScheduledJobTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  captcha_solutions: CaptchaSolutionTable;
  idempotency_keys: IdempotencyKeyTable;
  outbox: OutboxTable;
  staff_users: StaffUserTable;
  sessions: SessionTable;
  sign_in_throttle: SignInThrottleTable;
  lead_notes: LeadNoteTable;
  deal_tasks: DealTaskTable;
  deal_messages: DealMessageTable;
  audit_log: AuditLogTable;
  app_secrets: AppSecretTable;
  founder_links: FounderLinkTable;
  founder_sessions: FounderSessionTable;
  settings: SettingTable;
  erasure_ledger: ErasureLedgerTable;
  document_requests: DocumentRequestTable;
  document_files: DocumentFileTable;
  document_chunks: DocumentChunkTable;
  pending_submissions: PendingSubmissionTable;
  data_imports: DataImportTable;
  data_statements: DataStatementTable;
  data_entries: DataEntryTable;
  data_kpi_months: DataKpiMonthTable;
  data_csv_mappings: DataCsvMappingTable;
  deal_proposals: DealProposalTable;
  proposal_memos: ProposalMemoTable;
  committee_votes: CommitteeVoteTable;
  deal_offers: DealOfferTable;
}

export type OutboxRow = Selectable<OutboxTable>;
