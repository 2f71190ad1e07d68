import { describe, expect, it } from "vitest";
import { type CommitteeVote, type VoteChoice, committeeOutcome, committeeRuleSchema } from "./committee-rule.ts";

const votes = (...choices: VoteChoice[]): CommitteeVote[] =>
  choices.map((choice, index) => ({
    staffUserId: `partner-${index}`,
    choice,
    comment: choice === "approve_with_conditions" ? `condition ${index}` : "",
  }));

describe("committeeOutcome", () => {
  it("decides nothing below the quorum, and a recused member does not count towards it", () => {
    const rule = { quorum: 3, decision: "majority" } as const;
    expect(committeeOutcome(rule, votes("approve", "approve", "recused"))).toEqual({
      kind: "no-quorum",
      cast: 2,
      quorum: 3,
    });
    expect(committeeOutcome(rule, votes("approve", "approve", "decline")).kind).toBe("approved");
  });

  it("approves on a majority of the votes cast; a tie declines", () => {
    const rule = { quorum: 2, decision: "majority" } as const;
    expect(committeeOutcome(rule, votes("approve", "approve_with_conditions", "decline"))).toEqual({
      kind: "approved",
      cast: 3,
      approvals: 2,
      declines: 1,
      conditions: ["condition 1"],
    });
    expect(committeeOutcome(rule, votes("approve", "decline")).kind).toBe("declined");
    expect(committeeOutcome(rule, votes("approve", "decline", "decline", "recused")).kind).toBe("declined");
  });

  it("under unanimity, one decline declines; a recused member's absence does not", () => {
    const rule = { quorum: 2, decision: "unanimity" } as const;
    expect(committeeOutcome(rule, votes("approve", "approve", "approve", "decline")).kind).toBe("declined");
    expect(committeeOutcome(rule, votes("approve", "recused", "approve_with_conditions")).kind).toBe("approved");
  });

  it("reads a rule from a form and refuses a quorum below one or an unknown decision", () => {
    expect(committeeRuleSchema.parse({ quorum: "3", decision: "unanimity" })).toEqual({
      quorum: 3,
      decision: "unanimity",
    });
    expect(committeeRuleSchema.safeParse({ quorum: "0", decision: "majority" }).success).toBe(false);
    expect(committeeRuleSchema.safeParse({ quorum: "2", decision: "chair" }).success).toBe(false);
  });
});
