import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApplication, insertStaff } from "#tests/leads.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "#tests/database.ts";
import { sampleTerms } from "#tests/proposal-terms.ts";
import { castVote, decideProposal } from "#app/underwriting/committee/committee.server.ts";
import { createProposal, putToCommittee } from "#app/underwriting/proposal/proposals.server.ts";
import { answerOffer, founderOffer, makeOffer, recordSigned } from "./offers.server.ts";

describe.each(testDialects)("offers on %s", (dialect) => {
  let database: TestDatabase;
  let ana: { id: string };
  let ben: { id: string };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ana = await insertStaff(database.handle.db, { name: "Ana Partner" });
    ben = await insertStaff(database.handle.db, { name: "Ben Partner" });
  });
  afterAll(() => database.dispose());

  async function decided(founder: string, vote: "approve" | "decline") {
    const { handle } = database;
    const lead = await insertApplication(handle.db, { applicant_email: founder, business_name: "Offer Co" });
    const created = await createProposal(handle, lead.id, { terms: sampleTerms, memo: "memo" }, { id: ana.id });
    if (created.outcome !== "done") throw new Error("no proposal");
    await putToCommittee(handle, lead.id, created.id, "2026-12-03", { id: ana.id });
    for (const partner of [ana, ben])
      await castVote(handle, lead.id, created.id, { choice: vote, comment: "" }, partner);
    await decideProposal(handle, lead.id, created.id, { id: ana.id });
    return { leadId: lead.id, proposalId: created.id };
  }

  it("offers an approved proposal once; a declined one is never offered", async () => {
    const { handle } = database;
    const approved = await decided("once@founder.example", "approve");
    expect(await makeOffer(handle, approved.leadId, approved.proposalId, "2026-12-31", { id: ana.id })).toBe("done");
    expect(await makeOffer(handle, approved.leadId, approved.proposalId, "2026-12-31", { id: ana.id })).toBe(
      "not-allowed",
    );
    const declined = await decided("never@founder.example", "decline");
    expect(await makeOffer(handle, declined.leadId, declined.proposalId, "2026-12-31", { id: ana.id })).toBe(
      "not-allowed",
    );
  });

  it("shows a founder only their own offer, and lets only them answer it", async () => {
    const { handle } = database;
    const { leadId, proposalId } = await decided("Owner@Founder.example", "approve");
    await makeOffer(handle, leadId, proposalId, "2026-12-31", { id: ana.id });
    expect(await founderOffer(handle.db, leadId, "owner@founder.example")).toMatchObject({
      status: "open",
      expiresOn: "2026-12-31",
      company: "Offer Co",
    });
    expect(await founderOffer(handle.db, leadId, "someone-else@founder.example")).toBeUndefined();
    const context = { ip: "203.0.113.9", today: "2026-12-10" };
    expect(
      await answerOffer(handle, leadId, "someone-else@founder.example", { kind: "accept", confirmation: "x" }, context),
    ).toBe("not-found");
    expect(
      await answerOffer(handle, leadId, "owner@founder.example", { kind: "accept", confirmation: "I accept" }, context),
    ).toBe("done");
    expect(
      await answerOffer(
        handle,
        leadId,
        "owner@founder.example",
        { kind: "decline", reason: "changed my mind" },
        context,
      ),
    ).toBe("not-allowed");
    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["ip", "staff_user_id", "after_value"])
      .where("lead_id", "=", leadId)
      .where("action", "=", "offer_accepted_by_founder")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ ip: "203.0.113.9", staff_user_id: null });
    expect(JSON.parse(audit.after_value ?? "{}")).toMatchObject({ confirmation: "I accept" });
    // Each side hears through the conversation: a link to read, never the terms.
    const messages = await handle.db
      .selectFrom("deal_messages")
      .select(["author", "body"])
      .where("application_id", "=", leadId)
      .orderBy("created_at")
      .execute();
    expect(messages.map((message) => message.author)).toEqual(["staff", "founder"]);
    expect(messages[0]?.body).toContain(`/account/applications/${leadId}/offer`);
    const notices = await handle.db
      .selectFrom("outbox")
      .select(["kind", "payload"])
      .where("payload", "like", `%${leadId}%`)
      .execute();
    expect(notices.map((notice) => notice.kind).sort()).toEqual(["deal_message_to_founder", "deal_message_to_staff"]);
    for (const notice of notices) expect(notice.payload).not.toMatch(/1200000|1,200,000|12 %/);
  });

  it("refuses an answer after the expiry day, and records the signing day once, after acceptance", async () => {
    const { handle } = database;
    const { leadId, proposalId } = await decided("late@founder.example", "approve");
    await makeOffer(handle, leadId, proposalId, "2026-12-31", { id: ana.id });
    const offer = await founderOffer(handle.db, leadId, "late@founder.example");
    expect(await recordSigned(handle, leadId, offer!.id, "2027-01-05", { id: ana.id })).toBe("not-allowed");
    expect(
      await answerOffer(
        handle,
        leadId,
        "late@founder.example",
        { kind: "decline", reason: "late" },
        { today: "2027-01-01" },
      ),
    ).toBe("expired");
    expect(
      await answerOffer(
        handle,
        leadId,
        "late@founder.example",
        { kind: "accept", confirmation: "I accept" },
        { today: "2026-12-31" },
      ),
    ).toBe("done");
    expect(await recordSigned(handle, leadId, offer!.id, "2027-01-05", { id: ben.id })).toBe("done");
    expect(await recordSigned(handle, leadId, offer!.id, "2027-01-06", { id: ben.id })).toBe("not-allowed");
    expect((await founderOffer(handle.db, leadId, "late@founder.example"))?.signedOn).toBe("2027-01-05");
  });
});
