import type { Kysely } from "kysely";
import type { Database, ProposalStatus } from "#app/platform/db/schema.ts";
import { calculatorHref, facilityCost, facilitySchedule } from "#app/shared/venture-debt/facility-schedule.ts";
import { readCommitteeRule, type RecordedDecision, votesOf } from "#app/underwriting/committee/committee.server.ts";
import { renderMemo } from "#app/underwriting/memo/render-memo.server.ts";
import { facilityTermsOf, type ProposalTerms, proposalTermsSchema } from "./terms.ts";
import { termsInWords } from "./terms-words.ts";

/* What the staff's proposal page shows: the current proposal, its schedule and cost, memo and committee. */

/** The terms, schedule and cost of stored terms: what the partner and (in an offer) the founder read. */
export function facilityFigures(terms: ProposalTerms) {
  const facility = facilityTermsOf(terms);
  const schedule = facilitySchedule(facility);
  return {
    words: termsInWords(terms),
    schedule,
    cost: facilityCost(facility, schedule),
    calculatorHref: calculatorHref(facility, terms.currency),
  };
}

export const readTerms = (json: string): ProposalTerms => proposalTermsSchema.parse(JSON.parse(json));

export async function proposalPage(db: Kysely<Database>, applicationId: string, userId: string) {
  const application = await db
    .selectFrom("applications")
    .select(["id", "business_name", "currency"])
    .where("id", "=", applicationId)
    .executeTakeFirst();
  if (!application) return undefined;
  const rule = await readCommitteeRule(db);
  const row = await db
    .selectFrom("deal_proposals")
    .selectAll()
    .where("application_id", "=", applicationId)
    .where("superseded_by", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const base = { company: application.business_name, currency: application.currency, rule };
  if (!row) return { ...base, proposal: null };
  const memos = await db
    .selectFrom("proposal_memos")
    .select(["version", "body", "created_at"])
    .where("proposal_id", "=", row.id)
    .orderBy("version", "desc")
    .execute();
  const shown = memos.find((memo) => memo.version === row.memo_version) ?? memos[0];
  const votes = await votesOf(db, row.id);
  const offer = await db
    .selectFrom("deal_offers")
    .select([
      "id",
      "status",
      "expires_on as expiresOn",
      "responded_at as respondedAt",
      "decline_reason as declineReason",
      "signed_on as signedOn",
    ])
    .where("proposal_id", "=", row.id)
    .executeTakeFirst();
  const terms = readTerms(row.terms);
  return {
    ...base,
    proposal: {
      id: row.id,
      status: row.status satisfies ProposalStatus,
      terms,
      ...facilityFigures(terms),
      committeeOn: row.committee_on,
      memo: shown
        ? {
            version: shown.version,
            count: memos.length,
            savedAt: shown.created_at,
            body: shown.body,
            html: renderMemo(shown.body),
          }
        : null,
      memoSha256: row.memo_sha256,
      memoVersion: row.memo_version,
      votes: votes.map(({ name, choice, comment, staffUserId }) => ({
        name,
        choice,
        comment,
        mine: staffUserId === userId,
      })),
      decision: row.decision ? (JSON.parse(row.decision) as RecordedDecision) : null,
      decidedAt: row.decided_at,
      offer: offer ?? null,
    },
  };
}

export type ProposalPage = NonNullable<Awaited<ReturnType<typeof proposalPage>>>;
