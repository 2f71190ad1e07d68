import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database, StaffRole } from "#app/platform/db/schema.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import type { Actor, ChangeOutcome } from "#app/staff/server/leads/changes.server.ts";
import { audit } from "#app/underwriting/proposal/proposals.server.ts";
import {
  type CommitteeOutcome,
  type CommitteeRule,
  type VoteChoice,
  DEFAULT_COMMITTEE_RULE,
  committeeOutcome,
  committeeRuleSchema,
} from "./committee-rule.ts";

/*
 * The investment committee in storage (decision 085). The rule is a setting only an admin saves; each
 * partner casts one vote (or recuses) on a proposal in committee and may change it until the decision;
 * the decision is written once, with the rule, the votes, the conditions and the frozen memo's hash,
 * to the proposal and to the audit log, and nothing on the proposal changes after it.
 */

const SETTING = "committee_rule";

export async function readCommitteeRule(db: Kysely<Database>): Promise<CommitteeRule> {
  const row = await db.selectFrom("settings").select("value").where("name", "=", SETTING).executeTakeFirst();
  const stored = row ? committeeRuleSchema.safeParse(JSON.parse(row.value)) : undefined;
  return stored?.success ? stored.data : DEFAULT_COMMITTEE_RULE;
}

/** Saves the rule: an admin's change only; a member is refused whatever the route let through. */
export async function saveCommitteeRule(
  handle: DatabaseHandle,
  rule: CommitteeRule,
  actor: Actor & { role: StaffRole },
): Promise<ChangeOutcome> {
  if (actor.role !== "admin") return "not-allowed";
  await handle.write(async (trx) => {
    const before = await readCommitteeRule(trx);
    const now = new Date().toISOString();
    const value = JSON.stringify(rule);
    await trx
      .insertInto("settings")
      .values({ name: SETTING, value, updated_at: now, updated_by: actor.id })
      .onConflict((conflict) => conflict.column("name").doUpdateSet({ value, updated_at: now, updated_by: actor.id }))
      .execute();
    await recordAudit(trx, {
      staffUserId: actor.id,
      ip: actor.ip,
      action: "committee_rule_change",
      target: SETTING,
      before,
      after: rule,
    });
  });
  return "done";
}

const proposalInCommittee = (trx: Kysely<Database>, applicationId: string, proposalId: string) =>
  trx
    .selectFrom("deal_proposals")
    .selectAll()
    .where("id", "=", proposalId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();

/** A partner's vote, recusal or change of either, while the proposal is in committee. */
export async function castVote(
  handle: DatabaseHandle,
  applicationId: string,
  proposalId: string,
  vote: { choice: VoteChoice; comment: string },
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const proposal = await proposalInCommittee(trx, applicationId, proposalId);
    if (!proposal) return "not-found";
    if (proposal.status !== "in_committee") return "not-allowed";
    const now = new Date().toISOString();
    await trx
      .insertInto("committee_votes")
      .values({
        id: randomUUID(),
        proposal_id: proposalId,
        application_id: applicationId,
        staff_user_id: actor.id,
        choice: vote.choice,
        comment: vote.comment,
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(["proposal_id", "staff_user_id"])
          .doUpdateSet({ choice: vote.choice, comment: vote.comment, created_at: now }),
      )
      .execute();
    await audit(trx, actor, applicationId, "committee_vote", { proposalId, ...vote });
    return "done";
  });
}

export const votesOf = (db: Kysely<Database>, proposalId: string) =>
  db
    .selectFrom("committee_votes")
    .innerJoin("staff_users", "staff_users.id", "committee_votes.staff_user_id")
    .select([
      "committee_votes.staff_user_id as staffUserId",
      "staff_users.name",
      "committee_votes.choice",
      "committee_votes.comment",
      "committee_votes.created_at as createdAt",
    ])
    .where("committee_votes.proposal_id", "=", proposalId)
    .orderBy("committee_votes.created_at")
    // Votes cast in the same millisecond would otherwise come back in either order.
    .orderBy("staff_users.name")
    .execute();

export interface RecordedDecision {
  rule: CommitteeRule;
  outcome: Exclude<CommitteeOutcome, { kind: "no-quorum" }>;
  votes: { staffUserId: string; name: string; choice: VoteChoice; comment: string }[];
  memoVersion: number;
  memoSha256: string;
  terms: unknown;
}

/**
 * Closes the vote under the rule in force: "no-quorum" while too few have voted, else the decision,
 * written once (a second close finds the proposal decided and is refused).
 */
export async function decideProposal(
  handle: DatabaseHandle,
  applicationId: string,
  proposalId: string,
  actor: Actor,
): Promise<ChangeOutcome | "no-quorum"> {
  return handle.write(async (trx) => {
    const proposal = await proposalInCommittee(trx, applicationId, proposalId);
    if (!proposal) return "not-found";
    if (proposal.status !== "in_committee") return "not-allowed";
    const rule = await readCommitteeRule(trx);
    const votes = (await votesOf(trx, proposalId)).map(({ staffUserId, name, choice, comment }) => ({
      staffUserId,
      name,
      choice,
      comment,
    }));
    const outcome = committeeOutcome(rule, votes);
    if (outcome.kind === "no-quorum") return "no-quorum";
    const decision: RecordedDecision = {
      rule,
      outcome,
      votes,
      memoVersion: proposal.memo_version ?? 0,
      memoSha256: proposal.memo_sha256 ?? "",
      terms: JSON.parse(proposal.terms),
    };
    const updated = await trx
      .updateTable("deal_proposals")
      .set({
        status: outcome.kind,
        decision: JSON.stringify(decision),
        decided_at: new Date().toISOString(),
        decided_by: actor.id,
      })
      .where("id", "=", proposalId)
      .where("status", "=", "in_committee")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return "not-allowed";
    await audit(trx, actor, applicationId, "committee_decision", { proposalId, ...decision });
    return "done";
  });
}
