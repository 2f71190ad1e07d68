import type { Kysely } from "kysely";
import { mailCopy } from "#app/content/shared/mail/data.ts";
import type { Database, OutboxRow } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { dealNoticeSection } from "#app/platform/mail/deal-mail.server.ts";
import {
  composeFounderDocumentsMail,
  composeFounderStatusMail,
  founderDocumentsSection,
  founderMail,
  founderStatusSection,
} from "#app/platform/mail/founder-mail.server.ts";
import { composeDealNoticeToFounder } from "#app/platform/mail/deal-mail.server.ts";
import type { OutgoingMail } from "#app/platform/mail/mailer.server.ts";
import { databaseTime } from "./clock.server.ts";
import {
  FOUNDER_NOTICE_KINDS,
  type FounderNoticeKind,
  founderNoticeBlocker,
  isFounderNoticeKind,
  notSentNote,
} from "./founder-notice-rules.server.ts";
import {
  enqueue,
  type FounderDocumentsPayload,
  type FounderStatusPayload,
  type OutboxPayloads,
} from "./outbox.server.ts";

/*
 * A founder's notices (stage, documents, new message) wait the stage-mail window (decision 058), and
 * any that fall due together go as one e-mail (issue 26, item 12). Each stays its own outbox row, so
 * each keeps its own "Cancel e-mail" button (decision 068) until the e-mail goes.
 */

const namesLead = (leadId: string) => `%"leadId":"${leadId}"%`;
const windowMs = () => Math.round(getEnv().FOUNDER_STAGE_MAIL_DELAY_MINUTES * 60_000);

/**
 * Queues a notice to this application's founder. It waits `delayMs` (the window), or, when another
 * notice to them already waits, it goes at that one's time, in the same e-mail.
 */
export async function enqueueFounderNotice<Kind extends FounderNoticeKind>(
  trx: Kysely<Database>,
  kind: Kind,
  payload: OutboxPayloads[Kind],
  delayMs: number = windowMs(),
): Promise<string> {
  const waiting = await trx
    .selectFrom("outbox")
    .select("next_attempt_at")
    .where("kind", "in", FOUNDER_NOTICE_KINDS)
    .where("status", "=", "pending")
    .where("payload", "like", namesLead(payload.leadId))
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", databaseTime(trx))]))
    .orderBy("next_attempt_at")
    .executeTakeFirst();
  const id = await enqueue(trx, kind, payload, new Date(), delayMs);
  if (waiting) {
    await trx.updateTable("outbox").set({ next_attempt_at: waiting.next_attempt_at }).where("id", "=", id).execute();
  }
  return id;
}

interface Founder {
  email: string;
  firstName: string;
  businessName: string;
}

/** One notice's mail alone, as before gathering. */
function singleMail(row: OutboxRow, founder: Founder, leadId: string): OutgoingMail {
  if (row.kind === "founder_status_update") {
    return composeFounderStatusMail({ ...(JSON.parse(row.payload) as FounderStatusPayload), ...founder });
  }
  if (row.kind === "founder_documents_requested") {
    return composeFounderDocumentsMail({ ...(JSON.parse(row.payload) as FounderDocumentsPayload), ...founder });
  }
  return composeDealNoticeToFounder({ leadId, ...founder });
}

function section(row: OutboxRow, founder: Founder, leadId: string): string[] {
  if (row.kind === "founder_status_update") {
    return founderStatusSection({ ...(JSON.parse(row.payload) as FounderStatusPayload), ...founder });
  }
  if (row.kind === "founder_documents_requested") return founderDocumentsSection({ leadId, ...founder });
  return dealNoticeSection({ leadId, ...founder });
}

/** Several notices as one e-mail: each part, then one way in and one sign-off. */
function gatheredMail(rows: OutboxRow[], founder: Founder, leadId: string): OutgoingMail {
  return founderMail({
    to: founder.email,
    firstName: founder.firstName,
    leadId,
    subject: mailCopy.founder.gathered(founder.businessName, rows.length),
    body: rows.flatMap((row, index) => [...(index > 0 ? [""] : []), ...section(row, founder, leadId)]),
  });
}

export type GatheredDelivery =
  | { mail: OutgoingMail; alsoSent: string[]; skipped: { id: string; note: string }[]; ownSkip?: string }
  | { mail?: undefined; skipped: { id: string; note: string }[]; ownSkip: string };

/**
 * What to send for a claimed founder notice: it and every other notice to the same founder due now
 * and not claimed elsewhere, less those the application no longer allows (a withdrawn or erased
 * founder gets nothing).
 */
export async function gatherFounderNotices(db: Kysely<Database>, row: OutboxRow): Promise<GatheredDelivery> {
  const { leadId } = JSON.parse(row.payload) as { leadId: string };
  const application = await db
    .selectFrom("applications")
    .select(["status", "applicant_email", "applicant_first_name", "business_name"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  const others = await db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "in", FOUNDER_NOTICE_KINDS)
    .where("status", "=", "pending")
    .where("id", "!=", row.id)
    .where("payload", "like", namesLead(leadId))
    .where("next_attempt_at", "<=", databaseTime(db))
    // Free, or claimed in this worker's own batch: not one another worker is sending now.
    .where((eb) =>
      eb.or([
        eb("locked_until", "is", null),
        eb("locked_until", "<", databaseTime(db)),
        eb("claim_token", "=", row.claim_token),
      ]),
    )
    .orderBy("created_at")
    .execute();
  const current = application?.status;
  const blocked = (candidate: OutboxRow) =>
    isFounderNoticeKind(candidate.kind) ? founderNoticeBlocker(candidate.kind, candidate.payload, current) : "gone";
  const skipped = others.flatMap((other) => {
    const reason = blocked(other);
    return reason ? [{ id: other.id, note: notSentNote(reason, current) }] : [];
  });
  const ownReason = blocked(row);
  const ownSkip = ownReason ? notSentNote(ownReason, current) : undefined;
  const going = [row, ...others].filter((candidate) => !blocked(candidate));
  if (!application || going.length === 0) return { skipped, ownSkip: ownSkip ?? "nothing to send" };
  const founder = {
    email: application.applicant_email,
    firstName: application.applicant_first_name,
    businessName: application.business_name,
  };
  const mail = going.length === 1 ? singleMail(going[0]!, founder, leadId) : gatheredMail(going, founder, leadId);
  const alsoSent = going.filter((candidate) => candidate.id !== row.id).map((candidate) => candidate.id);
  return { mail, alsoSent, skipped, ...(ownSkip ? { ownSkip } : {}) };
}

/** Marks the notices that went in `primaryId`'s e-mail, and those skipped, unless claimed elsewhere meanwhile. */
export async function recordGathered(db: Kysely<Database>, primaryId: string, gathered: GatheredDelivery) {
  const done = new Date().toISOString();
  const sentIds = gathered.mail ? gathered.alsoSent : [];
  if (sentIds.length > 0) {
    await db
      .updateTable("outbox")
      .set({ status: "delivered", delivered_at: done, last_error: `sent in one e-mail with ${primaryId}` })
      .where("id", "in", sentIds)
      .where("status", "=", "pending")
      .execute();
  }
  for (const skip of gathered.skipped) {
    await db
      .updateTable("outbox")
      .set({ status: "skipped", delivered_at: done, last_error: skip.note })
      .where("id", "=", skip.id)
      .where("status", "=", "pending")
      .execute();
  }
}
