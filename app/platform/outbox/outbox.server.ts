import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { IndicativeFit } from "#app/shared/venture-debt/indicative-fit.ts";
import type {
  ApplicationStatus,
  Database,
  FounderLinkPurpose,
  OutboxKind,
  PublicFormName,
} from "#app/platform/db/schema.ts";
import { databaseTime } from "./clock.server.ts";

/** What every lead delivery (webhook and e-mail) carries. */
export interface LeadPayload {
  leadId: string;
  form: Exclude<PublicFormName, "newsletter">;
  submittedAt: string;
  fields: Record<string, string | number | null>;
  /** Applications only: the indicative fit the applicant saw at step 3. */
  indicativeFit?: IndicativeFit;
}

export interface NewsletterConfirmationPayload {
  subscriberId: string;
  email: string;
}

/** The applicant's own receipt: what happens next. */
export interface ApplicantConfirmationPayload {
  leadId: string;
  email: string;
  firstName: string;
  businessName: string;
}

/** A founder's sign-in (or erasure) link; the token is minted at delivery, never stored here. */
export interface FounderLinkPayload {
  email: string;
  purpose: FounderLinkPurpose;
  /** Sign-in only: the account page to land on (checked by founderReturnPath when used). */
  next?: string;
}

/** Tells the founder their application moved to another stage. */
export interface FounderStatusPayload {
  leadId: string;
  email: string;
  firstName: string;
  businessName: string;
  status: ApplicationStatus;
}

/** Tells the founder documents were requested: a link to the page, no figures (decision 060). */
export interface FounderDocumentsPayload {
  leadId: string;
  email: string;
  firstName: string;
}

/**
 * Tells the webhook receiver to delete its copy of a lead (issue 21): the id it was sent under and why,
 * nothing else (the lead's data is gone by now).
 */
export interface LeadErasedPayload {
  leadId: string;
  form: LeadPayload["form"];
  erasedAt: string;
  /** "request": the person (or staff for them) asked; "retention": its retention period ended. */
  reason: "request" | "retention";
}

/** Tells a staff member a deal, or a task on it, was assigned to them (decision 061). */
export interface StaffAssignmentPayload {
  leadId: string;
  /** The staff member's address. */
  email: string;
  company: string;
  actorName: string;
  /** Set when a task was assigned, not the deal. */
  task?: { id: string; title: string; dueOn: string };
}

/**
 * Tells the founder a partner wrote in their deal's conversation (decision 059): a link to it, never
 * the message, so no financial detail sits in a mailbox.
 */
export interface DealMessageToFounderPayload {
  leadId: string;
  email: string;
  firstName: string;
  businessName: string;
}

/** Tells the firm the founder answered: the assignee, or the lead address when nobody is assigned. */
export interface DealMessageToStaffPayload {
  leadId: string;
  businessName: string;
}

/** Tells the firm the founder uploaded documents: the assignee, or the lead address when nobody is assigned. */
export type DocumentsUploadedPayload = DealMessageToStaffPayload;

/** Asks the sender of a form held without a captcha to confirm it (decision 076); the link is minted at delivery. */
export interface SubmissionConfirmationPayload {
  pendingId: string;
  email: string;
  form: "contact" | "application";
}

export interface OutboxPayloads {
  lead_webhook: LeadPayload;
  lead_email: LeadPayload;
  newsletter_confirmation: NewsletterConfirmationPayload;
  applicant_confirmation: ApplicantConfirmationPayload;
  founder_link: FounderLinkPayload;
  founder_status_update: FounderStatusPayload;
  founder_documents_requested: FounderDocumentsPayload;
  lead_erased: LeadErasedPayload;
  staff_assignment: StaffAssignmentPayload;
  deal_message_to_founder: DealMessageToFounderPayload;
  deal_message_to_staff: DealMessageToStaffPayload;
  documents_uploaded_to_staff: DocumentsUploadedPayload;
  submission_confirmation: SubmissionConfirmationPayload;
}

function outboxRow(
  db: Kysely<Database>,
  kind: OutboxKind,
  payload: OutboxPayloads[OutboxKind],
  now: Date,
  delayMs = 0,
) {
  return {
    id: randomUUID(),
    kind,
    payload: JSON.stringify(payload),
    status: "pending" as const,
    // Due by the database's clock, the one the workers compare against.
    next_attempt_at: databaseTime(db, delayMs),
    locked_until: null,
    claim_token: null,
    last_error: null,
    delivered_at: null,
    created_at: now.toISOString(),
    subscriber_id: "subscriberId" in payload ? payload.subscriberId : null,
  };
}

/**
 * Adds a delivery to the outbox; call inside the transaction that stores what it delivers.
 * `delayMs` holds it back that long (a founder's stage e-mail waits so staff can stop it).
 */
export async function enqueue<Kind extends OutboxKind>(
  db: Kysely<Database>,
  kind: Kind,
  payload: OutboxPayloads[Kind],
  now: Date = new Date(),
  delayMs = 0,
): Promise<string> {
  const row = outboxRow(db, kind, payload, now, delayMs);
  await db.insertInto("outbox").values(row).execute();
  return row.id;
}

/**
 * A lead goes out twice, tracked separately, so one channel succeeding never resends the other.
 * Both rows go in with one statement.
 */
export async function enqueueLeadDeliveries(db: Kysely<Database>, lead: LeadPayload, now: Date = new Date()) {
  await db
    .insertInto("outbox")
    .values([outboxRow(db, "lead_webhook", lead, now), outboxRow(db, "lead_email", lead, now)])
    .execute();
}

/** One `lead_erased` row per lead that went to the webhook (applications and contact messages). */
export async function enqueueLeadErased(
  db: Kysely<Database>,
  leads: { leadId: string; form: LeadErasedPayload["form"] }[],
  reason: LeadErasedPayload["reason"],
  now: Date = new Date(),
) {
  const erasedAt = now.toISOString();
  for (let start = 0; start < leads.length; start += 200) {
    const rows = leads
      .slice(start, start + 200)
      .map((lead) => outboxRow(db, "lead_erased", { ...lead, erasedAt, reason }, now));
    await db.insertInto("outbox").values(rows).execute();
  }
}

/** Payloads name their lead as JSON; ids are UUIDs, which hold no LIKE wildcards. */
const namesLead = (leadId: string) => `%"leadId":"${leadId}"%`;

/**
 * Whether a notice of this kind about the lead still waits unsent (pending, and no worker holds it):
 * then what happened since goes in that one e-mail, and no second is queued.
 */
export async function noticeWaits(db: Kysely<Database>, kind: OutboxKind, leadId: string): Promise<boolean> {
  const waiting = await db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", kind)
    .where("status", "=", "pending")
    .where("payload", "like", namesLead(leadId))
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", databaseTime(db))]))
    .executeTakeFirst();
  return waiting !== undefined;
}
