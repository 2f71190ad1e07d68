import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import type { ProposalTerms } from "#app/underwriting/proposal/terms.ts";

/** Terms as the proposal form reads them: the schedule fixture's facility, in two tranches. */
export const sampleTerms: ProposalTerms = {
  currency: "EUR",
  amount: "1200000.00",
  tranches: [
    { amount: "800000.00", condition: "At signing" },
    { amount: "400000.00", condition: "After €2M ARR" },
  ],
  termMonths: 6,
  interestOnlyMonths: 2,
  rateBasis: "EURIBOR",
  rate: "9",
  referenceRate: "3",
  arrangementFeePercent: "1.5",
  finalFeePercent: "2",
  prepaymentFeePercent: "3",
  warrantCoveragePercent: "10",
  minimumCash: "500000",
  minimumRunwayMonths: 6,
  reportingDays: 30,
  lastRoundAmount: "10000000",
  lastRoundPostMoney: "40000000",
  lastRoundSource: "Series A share purchase agreement, June 2026",
};

/** The same terms as the proposal form posts them. */
export const sampleTermsForm: Record<string, string> = {
  currency: "EUR",
  amount: "1200000.00",
  tranche1Amount: "800000.00",
  tranche1Condition: "At signing",
  tranche2Amount: "400000.00",
  tranche2Condition: "After €2M ARR",
  termMonths: "6",
  interestOnlyMonths: "2",
  rateBasis: "EURIBOR",
  rate: "9",
  referenceRate: "3",
  arrangementFeePercent: "1.5",
  finalFeePercent: "2",
  prepaymentFeePercent: "3",
  warrantCoveragePercent: "10",
  minimumCash: "500000",
  minimumRunwayMonths: "6",
  reportingDays: "30",
  lastRoundAmount: "10000000",
  lastRoundPostMoney: "40000000",
  lastRoundSource: "Series A share purchase agreement, June 2026",
};

/** An approved proposal of these terms and its open offer, written directly (the committee's path is tested elsewhere). */
export async function insertOpenOffer(db: Kysely<Database>, applicationId: string, expiresOn = "2099-12-31") {
  const proposalId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("deal_proposals")
    .values({
      id: proposalId,
      application_id: applicationId,
      terms: JSON.stringify(sampleTerms),
      status: "approved",
      committee_on: now.slice(0, 10),
      memo_version: 1,
      memo_sha256: "0".repeat(64),
      decision: null,
      decided_at: now,
      decided_by: null,
      superseded_by: null,
      created_by: null,
      created_at: now,
    })
    .execute();
  const offerId = randomUUID();
  await db
    .insertInto("deal_offers")
    .values({
      id: offerId,
      proposal_id: proposalId,
      application_id: applicationId,
      status: "open",
      expires_on: expiresOn,
      created_by: null,
      created_at: now,
      responded_at: null,
      confirmation: null,
      decline_reason: null,
      signed_on: null,
      signed_recorded_by: null,
    })
    .execute();
  return { proposalId, offerId };
}
