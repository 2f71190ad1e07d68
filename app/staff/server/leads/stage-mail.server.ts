import type { Kysely } from "kysely";
import { type FounderMailStage, isFounderMailStage } from "#app/staff/view/stage-mail.ts";
import { KIND_OF_LIST, type ListName } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { composeFounderDocumentsMail, composeFounderStatusMail } from "#app/platform/mail/founder-mail.server.ts";
import { databaseTime } from "#app/platform/outbox/clock.server.ts";
import { enqueueFounderNotice } from "#app/platform/outbox/founder-digest.server.ts";
import type { FounderDocumentsPayload, FounderStatusPayload } from "#app/platform/outbox/outbox.server.ts";
import {
  applicationStatus,
  founderNoticeBlocker,
  isFounderNoticeKind,
  type NotSentReason,
} from "#app/platform/outbox/founder-notice-rules.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import type { Actor, ChangeOutcome } from "./changes.server.ts";

/*
 * A founder's e-mail about a stage move (decision 058): queued in the move's transaction but due only
 * FOUNDER_STAGE_MAIL_DELAY_MINUTES later, so staff can stop it. A later move stops any that still
 * waits; the lead page shows what waits and when it goes, from the template the mail is sent with.
 * The documents-request e-mail (decision 060) waits the same delay and is stopped the same way, but
 * a move leaves it alone: the documents are still wanted.
 */

const KIND = "founder_status_update";
const DOCUMENTS_KIND = "founder_documents_requested";
/** The founder e-mails a partner can stop while they wait. */
const CANCELLABLE = [KIND, DOCUMENTS_KIND] as const;
type CancellableKind = (typeof CANCELLABLE)[number];
const STOPPED_BY_STAFF = "Stopped by staff before it was sent";
const STOPPED_BY_MOVE = "Stopped: the application moved on before it was sent";

/** The configured wait, in milliseconds. */
export const stageMailDelayMs = () => Math.round(getEnv().FOUNDER_STAGE_MAIL_DELAY_MINUTES * 60_000);

/** Payloads are JSON naming the lead; ids are UUIDs, which hold no LIKE wildcards. */
const namesLead = (leadId: string) => `%"leadId":"${leadId}"%`;

/** What the founder of an application would be sent about `stage`, or undefined when it is gone. */
async function applicantOf(db: Kysely<Database>, leadId: string) {
  const application = await db
    .selectFrom("applications")
    .select(["applicant_email", "applicant_first_name", "business_name"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!application) return undefined;
  return (status: FounderMailStage): FounderStatusPayload => ({
    leadId,
    email: application.applicant_email,
    firstName: application.applicant_first_name,
    businessName: application.business_name,
    status,
  });
}

export interface MailPreview {
  to: string;
  subject: string;
  text: string;
}

export function previewOf(payload: FounderStatusPayload): MailPreview {
  const mail = composeFounderStatusMail(payload);
  return { to: mail.to, subject: mail.subject, text: mail.text };
}

/** Queues the founder's e-mail about the stage the application is now in, due after `delayMs`. */
export async function queueFounderMail(
  trx: Kysely<Database>,
  leadId: string,
  stage: FounderMailStage,
  delayMs: number,
) {
  const about = await applicantOf(trx, leadId);
  if (!about) throw new Error(`no application ${leadId} to mail about`);
  // A notice already waiting for this founder sets the time: this one joins its e-mail (issue 26).
  return enqueueFounderNotice(trx, KIND, about(stage), delayMs);
}

/** Stops this lead's waiting stage e-mails (not one a worker is sending right now); audited one by one. */
async function stopWaiting(
  trx: Kysely<Database>,
  list: ListName,
  leadId: string,
  actor: Actor,
  note: string,
  kinds: readonly CancellableKind[],
  deliveryId?: string,
): Promise<number> {
  let query = trx
    .updateTable("outbox")
    .set({ status: "skipped", last_error: note })
    .where("kind", "in", kinds)
    .where("status", "=", "pending")
    .where("payload", "like", namesLead(leadId))
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", databaseTime(trx))]));
  if (deliveryId) query = query.where("id", "=", deliveryId);
  const stopped = await query.returning(["id", "kind", "payload"]).execute();
  for (const row of stopped) {
    const after =
      row.kind === KIND
        ? { deliveryId: row.id, stage: (JSON.parse(row.payload) as FounderStatusPayload).status }
        : { deliveryId: row.id, mail: "documents" };
    await recordAudit(trx, {
      staffUserId: actor.id,
      ip: actor.ip,
      action: "cancel_founder_mail",
      lead: { kind: KIND_OF_LIST[list], id: leadId },
      after,
    });
  }
  return stopped.length;
}

/** Called by a move, in its transaction: the founder hears about where the application is, not each click. */
export const stopWaitingStageMails = (trx: Kysely<Database>, list: ListName, leadId: string, actor: Actor) =>
  stopWaiting(trx, list, leadId, actor, STOPPED_BY_MOVE, [KIND]);

/** The partner's "Cancel e-mail": only this lead's stage or documents e-mail, only while it still waits. */
export function cancelFounderMail(
  handle: DatabaseHandle,
  list: ListName,
  leadId: string,
  deliveryId: string,
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const row = await trx
      .selectFrom("outbox")
      .select("id")
      .where("id", "=", deliveryId)
      .where("kind", "in", CANCELLABLE)
      .where("payload", "like", namesLead(leadId))
      .executeTakeFirst();
    if (!row) return "not-found";
    const stopped = await stopWaiting(trx, list, leadId, actor, STOPPED_BY_STAFF, CANCELLABLE, deliveryId);
    return stopped > 0 ? "done" : "not-allowed";
  });
}

/** Only the stage e-mails: what a move queued, for the board's answer. */
export const STAGE_MAIL_ONLY: readonly CancellableKind[] = [KIND];

export interface PendingFounderMail extends MailPreview {
  id: string;
  /** When the outbox sends it (ISO, by the database's clock). */
  sendAt: string;
  /** Set when the outbox will skip it when due (the founder withdrew…): the page says so, not "goes at". */
  notSent?: NotSentReason;
}

/** What a waiting row will say, from the template it is sent with. */
function previewOfRow(row: { kind: string; payload: string }): MailPreview {
  if (row.kind === KIND) return previewOf(JSON.parse(row.payload) as FounderStatusPayload);
  const mail = composeFounderDocumentsMail(JSON.parse(row.payload) as FounderDocumentsPayload);
  return { to: mail.to, subject: mail.subject, text: mail.text };
}

/**
 * This lead's founder e-mails still waiting to go (stage and documents ones, or only `kinds`), oldest
 * first, with what they say.
 */
export async function pendingFounderMails(
  db: Kysely<Database>,
  leadId: string,
  kinds: readonly CancellableKind[] = CANCELLABLE,
): Promise<PendingFounderMail[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "kind", "payload", "next_attempt_at"])
    .where("kind", "in", kinds)
    .where("status", "=", "pending")
    .where("payload", "like", namesLead(leadId))
    .orderBy("next_attempt_at")
    .execute();
  const current = rows.length > 0 ? await applicationStatus(db, leadId) : undefined;
  return rows.map((row) => {
    const notSent = isFounderNoticeKind(row.kind) ? founderNoticeBlocker(row.kind, row.payload, current) : undefined;
    return { id: row.id, sendAt: row.next_attempt_at, ...previewOfRow(row), ...(notSent ? { notSent } : {}) };
  });
}

/** The e-mail each destination of a move would send, keyed by stage, for the move control's preview. */
export async function stageMailPreviews(
  db: Kysely<Database>,
  leadId: string,
  destinations: readonly string[],
): Promise<Partial<Record<FounderMailStage, MailPreview>>> {
  const about = await applicantOf(db, leadId);
  const previews: Partial<Record<FounderMailStage, MailPreview>> = {};
  if (!about) return previews;
  for (const stage of destinations.filter(isFounderMailStage)) previews[stage] = previewOf(about(stage));
  return previews;
}
