import { z } from "zod";

/*
 * The investment committee's rule (issue 29 §3, decision 085): at least `quorum` partners must vote, not
 * counting those recused for a conflict; then a majority of the votes cast approves, or, under
 * unanimity, every vote cast must approve. Approve-with-conditions approves and carries its conditions
 * into the decision. A tie is no majority: the proposal is declined.
 */

export const COMMITTEE_DECISIONS = ["majority", "unanimity"] as const;
export type CommitteeDecisionRule = (typeof COMMITTEE_DECISIONS)[number];

export const committeeRuleSchema = z.object({
  quorum: z.coerce.number().int().min(1).max(20),
  decision: z.enum(COMMITTEE_DECISIONS),
});
export type CommitteeRule = z.infer<typeof committeeRuleSchema>;

export const DEFAULT_COMMITTEE_RULE: CommitteeRule = { quorum: 2, decision: "majority" };

export const VOTE_CHOICES = ["approve", "approve_with_conditions", "decline", "recused"] as const;
export type VoteChoice = (typeof VOTE_CHOICES)[number];

export interface CommitteeVote {
  staffUserId: string;
  choice: VoteChoice;
  comment: string;
}

export type CommitteeOutcome =
  | { kind: "no-quorum"; cast: number; quorum: number }
  | { kind: "approved" | "declined"; cast: number; approvals: number; declines: number; conditions: string[] };

/** The outcome of the votes under the rule; a recused member's entry is no vote. */
export function committeeOutcome(rule: CommitteeRule, votes: readonly CommitteeVote[]): CommitteeOutcome {
  const counted = votes.filter((vote) => vote.choice !== "recused");
  if (counted.length < rule.quorum) return { kind: "no-quorum", cast: counted.length, quorum: rule.quorum };
  const approving = counted.filter((vote) => vote.choice !== "decline");
  const approvals = approving.length;
  const declines = counted.length - approvals;
  const approved = rule.decision === "unanimity" ? declines === 0 : approvals * 2 > counted.length;
  const conditions = approving
    .filter((vote) => vote.choice === "approve_with_conditions")
    .map((vote) => vote.comment.trim())
    .filter((comment) => comment !== "");
  return { kind: approved ? "approved" : "declined", cast: counted.length, approvals, declines, conditions };
}
