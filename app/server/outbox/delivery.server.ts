import type { Kysely } from "kysely";
import type { Database, OutboxKind, OutboxRow } from "../db/schema.ts";
import { type Env, getEnv } from "../env.server.ts";
import { hasApplied } from "../founder/applications.server.ts";
import { mintFounderLink } from "../founder/links.server.ts";
import { composeApplicantConfirmation } from "../mail/applicant-mail.server.ts";
import {
  composeFounderDocumentsMail,
  composeFounderLinkMail,
  composeFounderStatusMail,
} from "../mail/founder-mail.server.ts";
import { composeDealNoticeToFounder, composeDealNoticeToStaff } from "../mail/deal-mail.server.ts";
import { composeLeadMail } from "../mail/lead-mail.server.ts";
import { composeStaffAssignmentMail } from "../mail/staff-mail.server.ts";
import type { MailSender } from "../mail/mailer.server.ts";
import { composeConfirmationMail } from "../newsletter.server.ts";
import { composeSubmissionConfirmation } from "../forms/pending-submissions.server.ts";
import { PermanentDeliveryError, classifySmtpError } from "./delivery-errors.server.ts";
import type { OutboxPayloads } from "./outbox.server.ts";
import { postLeadErasedToWebhook, postLeadToWebhook } from "./webhook.server.ts";

export type Outcome = { status: "delivered" | "skipped"; note?: string };

export interface DeliveryContext {
  db: Kysely<Database>;
  sendMail: MailSender;
  fetchImpl: typeof fetch;
  /** Aborted at the delivery's deadline. */
  signal: AbortSignal;
}

/** Mails to visitors (their confirmations), as against the firm's own lead mail. */
const VISITOR_MAIL_KINDS: OutboxKind[] = [
  "newsletter_confirmation",
  "applicant_confirmation",
  "founder_link",
  "founder_status_update",
  "deal_message_to_founder",
  "submission_confirmation",
];
/** Mails to staff about their own work (decision 061): held like visitors' mails without SMTP. */
const STAFF_MAIL_KINDS: OutboxKind[] = ["staff_assignment"];
const MAIL_KINDS: OutboxKind[] = ["lead_email", "deal_message_to_staff", ...VISITOR_MAIL_KINDS, ...STAFF_MAIL_KINDS];

/**
 * Kinds to leave unclaimed for now. In production without SMTP_URL a mail would
 * only reach the log, so mails wait (pending, no attempt used) until SMTP_URL is set;
 * lead mails with no LEAD_NOTIFY_EMAIL are still claimed, to be marked skipped.
 */
export function heldKinds(env: Env = getEnv()): OutboxKind[] {
  if (env.NODE_ENV !== "production" || env.SMTP_URL || env.LOCAL_MAILBOX === "on") return [];
  // A founder's answer may go to an assigned partner even without LEAD_NOTIFY_EMAIL: held too.
  return env.LEAD_NOTIFY_EMAIL ? MAIL_KINDS : [...VISITOR_MAIL_KINDS, ...STAFF_MAIL_KINDS, "deal_message_to_staff"];
}

function parsePayload<Kind extends keyof OutboxPayloads>(row: OutboxRow): OutboxPayloads[Kind] {
  try {
    const parsed: OutboxPayloads[Kind] = JSON.parse(row.payload);
    return parsed;
  } catch (error) {
    // Written by enqueue() from the same types; only a hand-edited row gets here, and retrying won't mend it.
    throw new PermanentDeliveryError(`Unreadable payload: ${String(error)}`, { cause: error });
  }
}

async function mail(context: DeliveryContext, message: Parameters<MailSender>[0]): Promise<Outcome> {
  let sent: Awaited<ReturnType<MailSender>>;
  try {
    sent = await context.sendMail(message);
  } catch (error) {
    throw classifySmtpError(error);
  }
  const notes = { log: "written to the log (no SMTP_URL)", mailbox: "written to the local mailbox (no SMTP_URL)" };
  return { status: "delivered", ...(sent.delivered === "smtp" ? {} : { note: notes[sent.delivered] }) };
}

/**
 * Who hears of a founder's answer: the assigned staff member (while their account is active), else
 * the address new leads go to. Null when the application is gone, undefined when nobody is set.
 */
async function dealNoticeRecipient(
  db: Kysely<Database>,
  leadId: string,
  notifyEmail: string | undefined,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom("applications")
    .leftJoin("staff_users", (join) =>
      join.onRef("staff_users.id", "=", "applications.assignee_id").on("staff_users.disabled_at", "is", null),
    )
    .select("staff_users.email")
    .where("applications.id", "=", leadId)
    .executeTakeFirst();
  if (!row) return null;
  return row.email ?? notifyEmail;
}

/** Delivers one claimed row; throws to retry, throws PermanentDeliveryError to give up. */
export async function performDelivery(row: OutboxRow, context: DeliveryContext): Promise<Outcome> {
  const env = getEnv();
  switch (row.kind) {
    case "lead_webhook": {
      if (!env.LEAD_WEBHOOK_URL) return { status: "skipped", note: "LEAD_WEBHOOK_URL is not set" };
      await postLeadToWebhook({
        url: env.LEAD_WEBHOOK_URL,
        messageId: row.id,
        lead: parsePayload<"lead_webhook">(row),
        secret: env.LEAD_WEBHOOK_SECRET,
        signal: context.signal,
        fetchImpl: context.fetchImpl,
      });
      return { status: "delivered" };
    }
    case "lead_erased": {
      if (!env.LEAD_WEBHOOK_URL) return { status: "skipped", note: "LEAD_WEBHOOK_URL is not set" };
      await postLeadErasedToWebhook({
        url: env.LEAD_WEBHOOK_URL,
        messageId: row.id,
        erased: parsePayload<"lead_erased">(row),
        secret: env.LEAD_WEBHOOK_SECRET,
        signal: context.signal,
        fetchImpl: context.fetchImpl,
      });
      return { status: "delivered" };
    }
    case "lead_email": {
      if (!env.LEAD_NOTIFY_EMAIL) return { status: "skipped", note: "LEAD_NOTIFY_EMAIL is not set" };
      return mail(context, composeLeadMail(parsePayload<"lead_email">(row), env.LEAD_NOTIFY_EMAIL));
    }
    case "newsletter_confirmation": {
      const subscriber = parsePayload<"newsletter_confirmation">(row);
      const current = await context.db
        .selectFrom("newsletter_subscribers")
        .select("status")
        .where("id", "=", subscriber.subscriberId)
        .executeTakeFirst();
      if (current?.status !== "pending")
        return { status: "skipped", note: `subscriber is ${current?.status ?? "gone"}` };
      return mail(context, composeConfirmationMail(subscriber));
    }
    case "submission_confirmation": {
      const held = parsePayload<"submission_confirmation">(row);
      const confirmation = await composeSubmissionConfirmation(context.db, held.pendingId);
      if (!confirmation) return { status: "skipped", note: "the submission is confirmed or gone" };
      return mail(context, confirmation);
    }
    case "applicant_confirmation": {
      // A fresh link at each attempt: only its hash is stored, and only the mail carries it.
      const applicant = parsePayload<"applicant_confirmation">(row);
      const token = await mintFounderLink(context.db, applicant.email, "sign_in");
      return mail(context, composeApplicantConfirmation(applicant, token));
    }
    case "founder_link": {
      const link = parsePayload<"founder_link">(row);
      // Queued for any address (the request page must not tell); sent only to one that applied.
      if (!(await hasApplied(context.db, link.email))) return { status: "skipped", note: "no application" };
      const token = await mintFounderLink(context.db, link.email, link.purpose);
      return mail(context, composeFounderLinkMail(link, token));
    }
    case "founder_status_update": {
      const update = parsePayload<"founder_status_update">(row);
      // Staff stop a waiting stage mail when they move again; this catches every other way out of the stage.
      const current = await context.db
        .selectFrom("applications")
        .select("status")
        .where("id", "=", update.leadId)
        .executeTakeFirst();
      if (current?.status !== update.status) {
        return { status: "skipped", note: `the application is ${current ? `now ${current.status}` : "gone"}` };
      }
      return mail(context, composeFounderStatusMail(update));
    }
    case "staff_assignment":
      return mail(context, composeStaffAssignmentMail(parsePayload<"staff_assignment">(row)));
    case "deal_message_to_founder": {
      const notice = parsePayload<"deal_message_to_founder">(row);
      const current = await context.db
        .selectFrom("applications")
        .select("applicant_email")
        .where("id", "=", notice.leadId)
        .executeTakeFirst();
      if (!current) return { status: "skipped", note: "the application is gone" };
      return mail(context, composeDealNoticeToFounder({ ...notice, email: current.applicant_email }));
    }
    case "deal_message_to_staff": {
      const notice = parsePayload<"deal_message_to_staff">(row);
      const to = await dealNoticeRecipient(context.db, notice.leadId, env.LEAD_NOTIFY_EMAIL);
      if (!to) return { status: "skipped", note: to === null ? "the application is gone" : "nobody to tell" };
      return mail(context, composeDealNoticeToStaff(notice, to));
    }
    case "founder_documents_requested": {
      const request = parsePayload<"founder_documents_requested">(row);
      // Only while the application is open: a withdrawn, declined or erased one asks for nothing.
      const current = await context.db
        .selectFrom("applications")
        .select("status")
        .where("id", "=", request.leadId)
        .executeTakeFirst();
      if (!current || ["declined", "withdrawn"].includes(current.status)) {
        return { status: "skipped", note: `the application is ${current ? current.status : "gone"}` };
      }
      return mail(context, composeFounderDocumentsMail(request));
    }
    default:
      throw new PermanentDeliveryError(`Unknown outbox kind: ${String(row.kind)}`);
  }
}
