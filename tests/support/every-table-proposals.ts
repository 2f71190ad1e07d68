import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { DistinctPerson } from "./personal-data.ts";

/* every-table.ts's fillers for a deal's proposal, memo, vote and offer (migrations 030, 031), each naming the person. */

export type Filler = (
  handle: DatabaseHandle,
  person: DistinctPerson,
  staff: { id: string; email: string },
) => Promise<void>;

const now = () => new Date().toISOString();

type ProposalTable = "deal_proposals" | "proposal_memos" | "committee_votes" | "deal_offers";

export const PROPOSAL_FILLERS: Record<ProposalTable, Filler> = {
  // A proposal for the person's deal, its memo naming them, and a partner's vote on it.
  deal_proposals: async ({ db }, person, staff) => {
    const [lead] = await db.selectFrom("applications").select("id").limit(1).execute();
    await db
      .insertInto("deal_proposals")
      .values({
        id: randomUUID(),
        application_id: lead?.id ?? "",
        terms: JSON.stringify({ amount: "1000000.00", lastRoundSource: `${person.company} cap table` }),
        status: "draft",
        committee_on: null,
        memo_version: null,
        memo_sha256: null,
        decision: null,
        decided_at: null,
        decided_by: null,
        superseded_by: null,
        created_by: staff.id,
        created_at: now(),
      })
      .execute();
  },
  proposal_memos: async ({ db }, person, staff) => {
    const [proposal] = await db.selectFrom("deal_proposals").select(["id", "application_id"]).limit(1).execute();
    await db
      .insertInto("proposal_memos")
      .values({
        id: randomUUID(),
        proposal_id: proposal?.id ?? "",
        application_id: proposal?.application_id ?? "",
        version: 1,
        body: `## Team\n${person.firstName} ${person.lastName} founded ${person.company}.`,
        created_by: staff.id,
        created_at: now(),
      })
      .execute();
  },
  committee_votes: async ({ db }, person, staff) => {
    const [proposal] = await db.selectFrom("deal_proposals").select(["id", "application_id"]).limit(1).execute();
    await db
      .insertInto("committee_votes")
      .values({
        id: randomUUID(),
        proposal_id: proposal?.id ?? "",
        application_id: proposal?.application_id ?? "",
        staff_user_id: staff.id,
        choice: "approve_with_conditions",
        comment: `${person.firstName} to stay as CEO`,
        created_at: now(),
      })
      .execute();
  },
  deal_offers: async ({ db }, person, staff) => {
    const [proposal] = await db.selectFrom("deal_proposals").select(["id", "application_id"]).limit(1).execute();
    await db
      .insertInto("deal_offers")
      .values({
        id: randomUUID(),
        proposal_id: proposal?.id ?? "",
        application_id: proposal?.application_id ?? "",
        status: "declined",
        expires_on: now().slice(0, 10),
        created_by: staff.id,
        created_at: now(),
        responded_at: now(),
        confirmation: null,
        decline_reason: `${person.firstName} found cheaper money`,
        signed_on: null,
        signed_recorded_by: null,
      })
      .execute();
  },
};
