import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { createProposal, putToCommittee, saveMemo, sha256Of } from "#app/underwriting/proposal/proposals.server.ts";
import { sampleTerms } from "#tests/proposal-terms.ts";
import {
  type RecordedDecision,
  castVote,
  decideProposal,
  readCommitteeRule,
  saveCommitteeRule,
} from "./committee.server.ts";

describe.each(testDialects)("investment committee on %s", (dialect) => {
  let database: TestDatabase;
  let admin: { id: string };
  let ana: { id: string };
  let ben: { id: string };
  let cem: { id: string };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    admin = await insertStaff(db, { name: "Ada Admin", role: "admin" });
    ana = await insertStaff(db, { name: "Ana Partner" });
    ben = await insertStaff(db, { name: "Ben Partner" });
    cem = await insertStaff(db, { name: "Cem Partner" });
  });
  afterAll(() => database.dispose());

  const proposalRow = (id: string) =>
    database.handle.db.selectFrom("deal_proposals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  async function proposalInCommittee(memo = "## Request\nA €1.2M facility.") {
    const { handle } = database;
    const lead = await insertApplication(handle.db, { business_name: "Committee Co" });
    const created = await createProposal(handle, lead.id, { terms: sampleTerms, memo }, { id: ana.id });
    if (created.outcome !== "done") throw new Error("no proposal");
    return { leadId: lead.id, proposalId: created.id };
  }

  it("lets only an admin change the rule; a member's change is refused and nothing is saved", async () => {
    const { handle } = database;
    expect(await saveCommitteeRule(handle, { quorum: 4, decision: "unanimity" }, { id: ana.id, role: "member" })).toBe(
      "not-allowed",
    );
    expect(await readCommitteeRule(handle.db)).toEqual({ quorum: 2, decision: "majority" });
    expect(await saveCommitteeRule(handle, { quorum: 3, decision: "unanimity" }, { id: admin.id, role: "admin" })).toBe(
      "done",
    );
    expect(await readCommitteeRule(handle.db)).toEqual({ quorum: 3, decision: "unanimity" });
    await saveCommitteeRule(handle, { quorum: 2, decision: "majority" }, { id: admin.id, role: "admin" });
  });

  it("freezes the memo voted on by its hash; the draft's later versions and votes before committee are refused", async () => {
    const { handle } = database;
    const { leadId, proposalId } = await proposalInCommittee("first");
    expect(await castVote(handle, leadId, proposalId, { choice: "approve", comment: "" }, { id: ben.id })).toBe(
      "not-allowed",
    );
    expect(await saveMemo(handle, leadId, proposalId, "second", { id: ana.id })).toBe("done");
    expect(await putToCommittee(handle, leadId, proposalId, "2026-12-03", { id: ana.id })).toBe("done");
    expect(await saveMemo(handle, leadId, proposalId, "third", { id: ana.id })).toBe("not-allowed");
    const row = await proposalRow(proposalId);
    expect(row).toMatchObject({ status: "in_committee", committee_on: "2026-12-03", memo_version: 2 });
    expect(row.memo_sha256).toBe(sha256Of("second"));
  });

  it("waits for the quorum, decides once under the rule, and refuses any change after the decision", async () => {
    const { handle } = database;
    const { leadId, proposalId } = await proposalInCommittee();
    await putToCommittee(handle, leadId, proposalId, "2026-12-03", { id: ana.id });
    await castVote(handle, leadId, proposalId, { choice: "recused", comment: "Angel investor" }, { id: cem.id });
    await castVote(handle, leadId, proposalId, { choice: "decline", comment: "Too early" }, { id: ana.id });
    expect(await decideProposal(handle, leadId, proposalId, { id: ana.id })).toBe("no-quorum");
    // Ana changes her mind before the decision; Ben approves with a condition.
    await castVote(handle, leadId, proposalId, { choice: "approve", comment: "" }, { id: ana.id });
    await castVote(
      handle,
      leadId,
      proposalId,
      { choice: "approve_with_conditions", comment: "Q1 accounts" },
      { id: ben.id },
    );
    expect(await decideProposal(handle, leadId, proposalId, { id: ben.id })).toBe("done");

    const row = await proposalRow(proposalId);
    expect(row.status).toBe("approved");
    const decision = JSON.parse(row.decision ?? "null") as RecordedDecision;
    expect(decision.outcome).toEqual({
      kind: "approved",
      cast: 2,
      approvals: 2,
      declines: 0,
      conditions: ["Q1 accounts"],
    });
    // In the order cast; three votes cast within one millisecond tie, and then come by name.
    expect(decision.votes.map((vote) => [vote.name, vote.choice])).toEqual(
      expect.arrayContaining([
        ["Cem Partner", "recused"],
        ["Ana Partner", "approve"],
        ["Ben Partner", "approve_with_conditions"],
      ]),
    );
    expect(decision.votes).toHaveLength(3);
    expect(decision.memoSha256).toBe(row.memo_sha256);
    expect(decision.terms).toEqual(sampleTerms);

    expect(await decideProposal(handle, leadId, proposalId, { id: ben.id })).toBe("not-allowed");
    expect(await castVote(handle, leadId, proposalId, { choice: "decline", comment: "" }, { id: ana.id })).toBe(
      "not-allowed",
    );
    expect(await saveMemo(handle, leadId, proposalId, "rewritten", { id: ana.id })).toBe("not-allowed");
    expect(await proposalRow(proposalId)).toEqual(row);

    const audited = await handle.db
      .selectFrom("audit_log")
      .select(["action", "after_value"])
      .where("lead_id", "=", leadId)
      .where("action", "=", "committee_decision")
      .execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]!.after_value ?? "null")).toMatchObject({ proposalId, memoSha256: row.memo_sha256 });
  });

  it("is superseded by a new proposal, which leaves the decided one's decision as it was", async () => {
    const { handle } = database;
    const { leadId, proposalId } = await proposalInCommittee();
    await putToCommittee(handle, leadId, proposalId, "2026-12-03", { id: ana.id });
    await castVote(handle, leadId, proposalId, { choice: "decline", comment: "" }, { id: ana.id });
    await castVote(handle, leadId, proposalId, { choice: "decline", comment: "" }, { id: ben.id });
    expect(await decideProposal(handle, leadId, proposalId, { id: ana.id })).toBe("done");
    const decided = await proposalRow(proposalId);
    expect(decided.status).toBe("declined");
    const next = await createProposal(handle, leadId, { terms: sampleTerms, memo: "again" }, { id: ana.id });
    if (next.outcome !== "done") throw new Error("no proposal");
    expect(await proposalRow(proposalId)).toEqual({ ...decided, superseded_by: next.id });
    expect(
      await createProposal(
        handle,
        "00000000-0000-4000-8000-000000000000",
        { terms: sampleTerms, memo: "" },
        { id: ana.id },
      ),
    ).toEqual({
      outcome: "not-found",
    });
  });
});
