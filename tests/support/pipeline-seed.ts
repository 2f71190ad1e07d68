import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { insertApplication } from "./leads.ts";

/*
 * A pipeline with known figures (decision 061), for the dashboard's unit test and its browser test.
 * Period 2026-01-01 to 2026-03-31. Inside it, four applications:
 *   A  LinkedIn, DE, Fintech:  new 2 d, reviewing 4 d, due diligence 10 d, funded
 *   B  LinkedIn, FR, Fintech:  new 4 d, reviewing 6 d, declined
 *   C  Event, DE, Software:    new (never moved)
 *   D  Event, DE, Software:    new 6 d, reviewing 2 d, in due diligence
 * and one funded before it (E), which no figure counts.
 * So: by stage new 1, due diligence 1, funded 1, declined 1; conversion LinkedIn 1 of 2, Event 0 of 2,
 * DE 1 of 3, FR 0 of 1, Fintech 1 of 2, Software 0 of 2; median days new 4, reviewing 4, due diligence 10.
 */

const DAY = 86_400_000;
const at = (start: string, days: number) => new Date(Date.parse(start) + days * DAY).toISOString();

interface Seeded {
  tag: string;
  ids: Record<"A" | "B" | "C" | "D" | "E", string>;
}

export async function seedPipeline(db: Kysely<Database>, tag = randomUUID().slice(0, 6)): Promise<Seeded> {
  const plans = {
    A: {
      created: "2026-01-10T15:00:00.000Z",
      source: `LinkedIn ${tag}`,
      country: "DE",
      industry: `Fintech ${tag}`,
      moves: [
        [2, "reviewing"],
        [6, "due_diligence"],
        [16, "funded"],
      ],
    },
    B: {
      created: "2026-01-20T15:00:00.000Z",
      source: `LinkedIn ${tag}`,
      country: "FR",
      industry: `Fintech ${tag}`,
      moves: [
        [4, "reviewing"],
        [10, "declined"],
      ],
    },
    C: {
      created: "2026-02-01T15:00:00.000Z",
      source: `Event ${tag}`,
      country: "DE",
      industry: `Software ${tag}`,
      moves: [],
    },
    D: {
      created: "2026-02-15T15:00:00.000Z",
      source: `Event ${tag}`,
      country: "DE",
      industry: `Software ${tag}`,
      moves: [
        [6, "reviewing"],
        [8, "due_diligence"],
      ],
    },
    E: {
      created: "2025-11-01T15:00:00.000Z",
      source: `LinkedIn ${tag}`,
      country: "DE",
      industry: `Fintech ${tag}`,
      moves: [
        [1, "reviewing"],
        [2, "due_diligence"],
        [3, "funded"],
      ],
    },
  } as const;
  const ids = {} as Seeded["ids"];
  for (const [name, plan] of Object.entries(plans) as [keyof typeof plans, (typeof plans)[keyof typeof plans]][]) {
    const last = plan.moves.at(-1);
    const row = await insertApplication(db, {
      business_name: `Seed ${name} ${tag}`,
      created_at: plan.created,
      referral_source: plan.source,
      country: plan.country,
      industry: plan.industry,
      status: (last ? last[1] : "new") as never,
    });
    ids[name] = row.id;
    let from = "new";
    for (const [days, to] of plan.moves) {
      await db
        .insertInto("audit_log")
        .values({
          id: randomUUID(),
          staff_user_id: null,
          action: "status",
          target: `application:${row.id}`,
          ip: null,
          created_at: at(plan.created, days),
          lead_kind: "application",
          lead_id: row.id,
          before_value: JSON.stringify({ status: from }),
          after_value: JSON.stringify({ status: to }),
        })
        .execute();
      from = to;
    }
  }
  return { tag, ids };
}
