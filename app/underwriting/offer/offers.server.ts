import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { ownedBy } from "#app/founder/server/applications.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import type { Actor, ChangeOutcome } from "#app/staff/server/leads/changes.server.ts";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { addMessageInTransaction } from "#app/deal/thread/messages.server.ts";
import { formatCalendarDay } from "#app/staff/view/format.ts";
import { audit } from "#app/underwriting/proposal/proposals.server.ts";

const copy = underwritingCopy.offer;
export const offerPath = (applicationId: string) => `/account/applications/${applicationId}/offer`;

/*
 * The offer (issue 29 §4, decision 085): an approved proposal, not superseded, offered once to the
 * founder until a day; the founder accepts it (with a typed confirmation) or declines it (with a
 * reason) while it is open and not expired; staff record the day it was signed, outside the app.
 * A founder reaches only the offers of applications made under their own address. Each step writes a
 * message in the deal's conversation, whose notice e-mails the other side a link and never the terms.
 */

export type OfferOutcome = ChangeOutcome | "expired";

export async function makeOffer(
  handle: DatabaseHandle,
  applicationId: string,
  proposalId: string,
  expiresOn: string,
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const proposal = await trx
      .selectFrom("deal_proposals")
      .select(["status", "superseded_by"])
      .where("id", "=", proposalId)
      .where("application_id", "=", applicationId)
      .executeTakeFirst();
    if (!proposal) return "not-found";
    if (proposal.status !== "approved" || proposal.superseded_by !== null) return "not-allowed";
    const made = await trx
      .selectFrom("deal_offers")
      .select("id")
      .where("proposal_id", "=", proposalId)
      .executeTakeFirst();
    if (made) return "not-allowed";
    const id = randomUUID();
    await trx
      .insertInto("deal_offers")
      .values({
        id,
        proposal_id: proposalId,
        application_id: applicationId,
        status: "open",
        expires_on: expiresOn,
        created_by: actor.id,
        created_at: new Date().toISOString(),
        responded_at: null,
        confirmation: null,
        decline_reason: null,
        signed_on: null,
        signed_recorded_by: null,
      })
      .execute();
    await audit(trx, actor, applicationId, "offer_made", { offerId: id, proposalId, expiresOn });
    const { business_name: company } = await trx
      .selectFrom("applications")
      .select("business_name")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    await addMessageInTransaction(trx, {
      applicationId,
      author: "staff",
      staffUserId: actor.id,
      body: copy.madeMessage
        .replace("{company}", company)
        .replace("{path}", offerPath(applicationId))
        .replace("{date}", formatCalendarDay(expiresOn)),
      idempotencyKey: `offer-${id}`,
    });
    return "done";
  });
}

/** The application's latest offer with its proposal's terms, if the application is this founder's. */
export function founderOffer(db: Kysely<Database>, applicationId: string, email: string) {
  return db
    .selectFrom("deal_offers")
    .innerJoin("applications", "applications.id", "deal_offers.application_id")
    .innerJoin("deal_proposals", "deal_proposals.id", "deal_offers.proposal_id")
    .select([
      "deal_offers.id",
      "deal_offers.status",
      "deal_offers.expires_on as expiresOn",
      "deal_offers.responded_at as respondedAt",
      "deal_offers.signed_on as signedOn",
      "deal_proposals.terms",
      "applications.business_name as company",
    ])
    .where("deal_offers.application_id", "=", applicationId)
    .where(ownedBy(email))
    .orderBy("deal_offers.created_at", "desc")
    .executeTakeFirst();
}

/** The founder's answer: accepted with what they typed, or declined with their reason. */
export async function answerOffer(
  handle: DatabaseHandle,
  applicationId: string,
  email: string,
  answer: { kind: "accept"; confirmation: string } | { kind: "decline"; reason: string },
  context: { ip?: string; today: string },
): Promise<OfferOutcome> {
  return handle.write(async (trx) => {
    const offer = await founderOffer(trx, applicationId, email);
    if (!offer) return "not-found";
    if (offer.status !== "open") return "not-allowed";
    if (context.today > offer.expiresOn) return "expired";
    const now = new Date().toISOString();
    await trx
      .updateTable("deal_offers")
      .set(
        answer.kind === "accept"
          ? { status: "accepted", responded_at: now, confirmation: answer.confirmation }
          : { status: "declined", responded_at: now, decline_reason: answer.reason },
      )
      .where("id", "=", offer.id)
      .where("status", "=", "open")
      .execute();
    // The founder's IP goes to the audit log, whose IP addresses the retention rules clear (auditIpDays).
    await recordAudit(trx, {
      staffUserId: null,
      ip: context.ip,
      lead: { kind: "application", id: applicationId },
      action: answer.kind === "accept" ? "offer_accepted_by_founder" : "offer_declined_by_founder",
      after: {
        offerId: offer.id,
        ...(answer.kind === "accept" ? { confirmation: answer.confirmation } : { reason: answer.reason }),
      },
    });
    await addMessageInTransaction(trx, {
      applicationId,
      author: "founder",
      staffUserId: null,
      body:
        answer.kind === "accept"
          ? copy.acceptedMessage.replace("{confirmation}", answer.confirmation)
          : copy.declinedMessage.replace("{reason}", answer.reason),
      idempotencyKey: `offer-answer-${offer.id}`,
    });
    return "done";
  });
}

/** Staff record that the accepted offer's agreement was signed, outside the app, on a day; once. */
export async function recordSigned(
  handle: DatabaseHandle,
  applicationId: string,
  offerId: string,
  signedOn: string,
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const offer = await trx
      .selectFrom("deal_offers")
      .select(["status", "signed_on"])
      .where("id", "=", offerId)
      .where("application_id", "=", applicationId)
      .executeTakeFirst();
    if (!offer) return "not-found";
    if (offer.status !== "accepted" || offer.signed_on !== null) return "not-allowed";
    await trx
      .updateTable("deal_offers")
      .set({ signed_on: signedOn, signed_recorded_by: actor.id })
      .where("id", "=", offerId)
      .execute();
    await audit(trx, actor, applicationId, "offer_signed", { offerId, signedOn });
    return "done";
  });
}
