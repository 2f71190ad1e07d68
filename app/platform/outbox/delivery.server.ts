import type { Kysely } from "kysely";
import type { Database, OutboxKind, OutboxRow } from "#app/platform/db/schema.ts";
import { type Env, getEnv } from "#app/platform/env.server.ts";
import { hasApplied } from "#app/founder/server/applications.server.ts";
import { mintFounderLink } from "#app/founder/server/links.server.ts";
import { composeApplicantConfirmation } from "#app/platform/mail/applicant-mail.server.ts";
import { composeFounderLinkMail } from "#app/platform/mail/founder-mail.server.ts";
import { composeDealNoticeToStaff, composeDocumentsUploadedNotice } from "#app/platform/mail/deal-mail.server.ts";
import { composeLeadMail } from "#app/platform/mail/lead-mail.server.ts";
import { composeStaffAssignmentMail } from "#app/platform/mail/staff-mail.server.ts";
import type { MailSender } from "#app/platform/mail/mailer.server.ts";
import { composeConfirmationMail } from "#app/public-forms/newsletter/newsletter.server.ts";
import { composeSubmissionConfirmation } from "#app/public-forms/server/pending-submissions.server.ts";
import { PermanentDeliveryError, classifySmtpError } from "./delivery-errors.server.ts";
import type { OutboxPayloads } from "./outbox.server.ts";
import { gatherFounderNotices, recordGathered } from "./founder-digest.server.ts";
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
/** Notices to the firm that go to the assignee, or to LEAD_NOTIFY_EMAIL when nobody is assigned. */
const FIRM_NOTICE_KINDS: OutboxKind[] = ["deal_message_to_staff", "documents_uploaded_to_staff"];
const MAIL_KINDS: OutboxKind[] = ["lead_email", ...FIRM_NOTICE_KINDS, ...VISITOR_MAIL_KINDS, ...STAFF_MAIL_KINDS];

/**
 * Kinds to leave unclaimed for now. In production without SMTP_URL a mail would
 * only reach the log, so mails wait (pending, no attempt used) until SMTP_URL is set;
 * lead mails with no LEAD_NOTIFY_EMAIL are still claimed, to be marked skipped.
 */
export function heldKinds(env: Env = getEnv()): OutboxKind[] {
  if (env.NODE_ENV !== "production" || env.SMTP_URL || env.LOCAL_MAILBOX === "on") return [];
  // A founder's answer may go to an assigned partner even without LEAD_NOTIFY_EMAIL: held too.
  return env.LEAD_NOTIFY_EMAIL ? MAIL_KINDS : [...VISITOR_MAIL_KINDS, ...STAFF_MAIL_KINDS, ...FIRM_NOTICE_KINDS];
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

const WEBHOOK_UNSET: Outcome = { status: "skipped", note: "LEAD_WEBHOOK_URL is not set" };

/** What every webhook post of a row shares: the receiver, the message id, the secret, the signal. */
const webhookPost = (row: OutboxRow, context: DeliveryContext, url: string) => ({
  url,
  messageId: row.id,
  secret: getEnv().LEAD_WEBHOOK_SECRET,
  signal: context.signal,
  fetchImpl: context.fetchImpl,
});

/** Delivers one claimed row; throws to retry, throws PermanentDeliveryError to give up. */
export async function performDelivery(row: OutboxRow, context: DeliveryContext): Promise<Outcome> {
  const env = getEnv();
  switch (row.kind) {
    case "lead_webhook": {
      if (!env.LEAD_WEBHOOK_URL) return WEBHOOK_UNSET;
      const lead = parsePayload<"lead_webhook">(row);
      await postLeadToWebhook({ ...webhookPost(row, context, env.LEAD_WEBHOOK_URL), lead });
      return { status: "delivered" };
    }
    case "lead_erased": {
      if (!env.LEAD_WEBHOOK_URL) return WEBHOOK_UNSET;
      const erased = parsePayload<"lead_erased">(row);
      await postLeadErasedToWebhook({ ...webhookPost(row, context, env.LEAD_WEBHOOK_URL), erased });
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
    case "founder_status_update":
    case "founder_documents_requested":
    case "deal_message_to_founder": {
      // Every notice to this founder due now goes in one e-mail; the application's state may stop each.
      const gathered = await gatherFounderNotices(context.db, row);
      if (!gathered.mail) {
        await recordGathered(context.db, row.id, gathered);
        return { status: "skipped", note: gathered.ownSkip };
      }
      const outcome = await mail(context, gathered.mail);
      await recordGathered(context.db, row.id, gathered);
      return gathered.ownSkip ? { status: "skipped", note: gathered.ownSkip } : outcome;
    }
    case "staff_assignment":
      return mail(context, composeStaffAssignmentMail(parsePayload<"staff_assignment">(row)));
    case "deal_message_to_staff": {
      const notice = parsePayload<"deal_message_to_staff">(row);
      const to = await dealNoticeRecipient(context.db, notice.leadId, env.LEAD_NOTIFY_EMAIL);
      if (!to) return { status: "skipped", note: to === null ? "the application is gone" : "nobody to tell" };
      return mail(context, composeDealNoticeToStaff(notice, to));
    }
    case "documents_uploaded_to_staff": {
      const notice = parsePayload<"documents_uploaded_to_staff">(row);
      const to = await dealNoticeRecipient(context.db, notice.leadId, env.LEAD_NOTIFY_EMAIL);
      if (!to) return { status: "skipped", note: to === null ? "the application is gone" : "nobody to tell" };
      return mail(context, composeDocumentsUploadedNotice(notice, to));
    }
    default:
      throw new PermanentDeliveryError(`Unknown outbox kind: ${String(row.kind)}`);
  }
}
