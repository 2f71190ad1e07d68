import { type Kysely, sql } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/* Proposals, their memos, the committee's votes and the offers follow their application: erased and purged with it. */

const PROPOSAL_TABLES = ["deal_offers", "committee_votes", "proposal_memos", "deal_proposals"] as const;

/** Deletes these applications' proposals, memos and votes; answers how many rows went. */
export async function deleteApplicationProposals(db: Kysely<Database>, applicationIds: readonly string[]) {
  let removed = 0;
  for (let start = 0; start < applicationIds.length; start += 200) {
    const ids = applicationIds.slice(start, start + 200);
    for (const table of PROPOSAL_TABLES) {
      const result = await db.deleteFrom(table).where("application_id", "in", ids).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
  }
  return removed;
}

/** Proposals whose application is gone (purged by retention): they go too. */
export async function purgeOrphanProposals(db: Kysely<Database>) {
  const gone = sql<boolean>`not exists (select 1 from applications where applications.id = application_id)`;
  let removed = 0;
  for (const table of PROPOSAL_TABLES)
    removed += Number((await db.deleteFrom(table).where(gone).executeTakeFirst()).numDeletedRows);
  return removed;
}
