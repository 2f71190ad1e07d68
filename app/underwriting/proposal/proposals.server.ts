import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import type { Actor, ChangeOutcome } from "#app/staff/server/leads/changes.server.ts";
import type { ProposalTerms } from "./terms.ts";

/*
 * A deal's proposals and their memos (issue 29 §3, decision 085). Terms are written once, when the
 * proposal is made; the memo gains versions while the proposal is a draft. A newer proposal supersedes
 * the older ones of the deal, which keep their terms, memo and decision. Every change is audited in
 * the transaction that makes it.
 */

export const sha256Of = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export const audit = (trx: Kysely<Database>, actor: Actor, applicationId: string, action: string, after: unknown) =>
  recordAudit(trx, {
    staffUserId: actor.id,
    ip: actor.ip,
    lead: { kind: "application", id: applicationId },
    action,
    after,
  });

async function addMemoVersion(
  trx: Kysely<Database>,
  proposalId: string,
  applicationId: string,
  body: string,
  actor: Actor,
) {
  const last = await trx
    .selectFrom("proposal_memos")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("proposal_id", "=", proposalId)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await trx
    .insertInto("proposal_memos")
    .values({
      id: randomUUID(),
      proposal_id: proposalId,
      application_id: applicationId,
      version,
      body,
      created_by: actor.id,
      created_at: new Date().toISOString(),
    })
    .execute();
  return version;
}

/** A new proposal with its memo's first version; the deal's earlier proposals are superseded by it. */
export async function createProposal(
  handle: DatabaseHandle,
  applicationId: string,
  input: { terms: ProposalTerms; memo: string },
  actor: Actor,
): Promise<{ outcome: "not-found" } | { outcome: "done"; id: string }> {
  return handle.write(async (trx) => {
    const lead = await trx.selectFrom("applications").select("id").where("id", "=", applicationId).executeTakeFirst();
    if (!lead) return { outcome: "not-found" as const };
    const id = randomUUID();
    const earlier = trx.updateTable("deal_proposals").where("application_id", "=", applicationId);
    await earlier.set({ superseded_by: id }).where("superseded_by", "is", null).execute();
    await earlier.set({ status: "superseded" }).where("status", "in", ["draft", "in_committee"]).execute();
    await trx
      .insertInto("deal_proposals")
      .values({
        id,
        application_id: applicationId,
        terms: JSON.stringify(input.terms),
        status: "draft",
        committee_on: null,
        memo_version: null,
        memo_sha256: null,
        decision: null,
        decided_at: null,
        decided_by: null,
        superseded_by: null,
        created_by: actor.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    await addMemoVersion(trx, id, applicationId, input.memo, actor);
    await audit(trx, actor, applicationId, "proposal_created", { proposalId: id, terms: input.terms });
    return { outcome: "done" as const, id };
  });
}

const draftOf = (trx: Kysely<Database>, applicationId: string, proposalId: string) =>
  trx
    .selectFrom("deal_proposals")
    .select(["id", "status"])
    .where("id", "=", proposalId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();

/** A new version of a draft's memo; a proposal in committee or decided keeps the memo it had. */
export async function saveMemo(
  handle: DatabaseHandle,
  applicationId: string,
  proposalId: string,
  body: string,
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const proposal = await draftOf(trx, applicationId, proposalId);
    if (!proposal) return "not-found";
    if (proposal.status !== "draft") return "not-allowed";
    const version = await addMemoVersion(trx, proposalId, applicationId, body, actor);
    await audit(trx, actor, applicationId, "memo_saved", { proposalId, version, sha256: sha256Of(body) });
    return "done";
  });
}

/** Puts a draft to the committee on a day, freezing its memo's latest version by its SHA-256. */
export async function putToCommittee(
  handle: DatabaseHandle,
  applicationId: string,
  proposalId: string,
  committeeOn: string,
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const proposal = await draftOf(trx, applicationId, proposalId);
    if (!proposal) return "not-found";
    if (proposal.status !== "draft") return "not-allowed";
    const memo = await trx
      .selectFrom("proposal_memos")
      .select(["version", "body"])
      .where("proposal_id", "=", proposalId)
      .orderBy("version", "desc")
      .executeTakeFirstOrThrow();
    const memoSha256 = sha256Of(memo.body);
    await trx
      .updateTable("deal_proposals")
      .set({ status: "in_committee", committee_on: committeeOn, memo_version: memo.version, memo_sha256: memoSha256 })
      .where("id", "=", proposalId)
      .where("status", "=", "draft")
      .execute();
    await audit(trx, actor, applicationId, "proposal_to_committee", {
      proposalId,
      committeeOn,
      memoVersion: memo.version,
      memoSha256,
    });
    return "done";
  });
}
