import { describe, expect, it } from "vitest";
import { sampleTerms, sampleTermsForm } from "#tests/proposal-terms.ts";
import { readProposalPost } from "./proposal-form.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const proposalId = "6f1c7a52-3d4e-4b8a-9c1d-2e3f4a5b6c7d";

describe("readProposalPost", () => {
  it("reads a proposal with its memo, and names a bad tranche by the field the form shows", () => {
    expect(readProposalPost(form({ intent: "propose", ...sampleTermsForm, memo: " ## Request " }))).toEqual({
      ok: true,
      post: { intent: "propose", terms: sampleTerms, memo: "## Request" },
    });
    expect(readProposalPost(form({ intent: "propose", ...sampleTermsForm, tranche2Amount: "lots", memo: "" }))).toEqual(
      {
        ok: false,
        errors: {
          tranche2Amount: "Enter an amount in figures, e.g. 2500000 or 2500000.50.",
          memo: "Write the memo before saving it.",
        },
      },
    );
  });

  it("wants the conditions of an approval with conditions, and a real committee date", () => {
    expect(
      readProposalPost(form({ intent: "vote", proposalId, choice: "approve_with_conditions", comment: " " })),
    ).toEqual({
      ok: false,
      errors: { comment: "Write the conditions of your approval." },
    });
    expect(readProposalPost(form({ intent: "vote", proposalId, choice: "recused", comment: "" })).ok).toBe(true);
    expect(readProposalPost(form({ intent: "committee", proposalId, committeeOn: "2026-02-30" })).ok).toBe(false);
    expect(readProposalPost(form({ intent: "rule", quorum: "0", decision: "majority" })).ok).toBe(false);
    expect(readProposalPost(form({ intent: "forge" })).ok).toBe(false);
  });
});
