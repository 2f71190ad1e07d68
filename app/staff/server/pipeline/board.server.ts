import { type Kysely, sql } from "kysely";
import { stageEnteredAt } from "#app/staff/view/time-in-stage.ts";
import { type MoveKind, moveKind, nextStatuses } from "#app/staff/view/workflow.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { columnMoney } from "./board-money.ts";
import { stageMovesOf } from "./stage-history.server.ts";

/*
 * The pipeline board (decision 061): the applications in each active stage, and those funded or
 * declined in the last 30 days, each with what a partner needs to move it. Sized for 5 to 50 new
 * applications a week: a few hundred cards at most, read in two queries.
 */

export const BOARD_STAGES = ["new", "reviewing", "due_diligence", "funded", "declined"] as const;
const ACTIVE_STAGES = ["new", "reviewing", "due_diligence"];
const CLOSED_STAGES = ["funded", "declined"];
export const RECENT_DAYS = 30;

export interface BoardCard {
  id: string;
  company: string;
  amount: number | null;
  /** The currency the founder gave their figures in (decision 070). */
  currency: string;
  fit: string | null;
  assignee: string | null;
  status: string;
  enteredAt: string;
  /** Where it can go; none is chosen for the partner, so a stray press of Move moves nothing. */
  moves: { to: string; kind: MoveKind }[];
}

/**
 * How a column's cards are ordered. Open stages: longest in stage first, since what has waited
 * longest needs a look soonest. Funded and declined: the latest closed first, since that is news.
 */
export type ColumnOrder = "longest" | "latest";
const ORDER_OF: Record<(typeof BOARD_STAGES)[number], ColumnOrder> = {
  new: "longest",
  reviewing: "longest",
  due_diligence: "longest",
  funded: "latest",
  declined: "latest",
};

export async function boardColumns(
  db: Kysely<Database>,
  now: Date = new Date(),
  reportingCurrency: string = getEnv().REPORTING_CURRENCY,
) {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("applications")
    .leftJoin("staff_users", "staff_users.id", "applications.assignee_id")
    .select([
      "applications.id",
      "applications.business_name as company",
      "applications.facility_requested as amount",
      "applications.currency",
      "applications.facility_requested_normalized as amountNormalized",
      "applications.reporting_currency as reportingCurrency",
      "applications.fit_verdict as fit",
      "applications.status",
      "applications.created_at as createdAt",
      "staff_users.name as assignee",
    ])
    .where((eb) =>
      eb.or([
        eb("applications.status", "in", ACTIVE_STAGES as never[]),
        eb.and([
          eb("applications.status", "in", CLOSED_STAGES as never[]),
          eb.exists(
            eb
              .selectFrom("audit_log")
              .select(sql`1`.as("one"))
              .whereRef("audit_log.lead_id", "=", "applications.id")
              .where("audit_log.action", "=", "status")
              .where("audit_log.created_at", ">=", since),
          ),
        ]),
      ]),
    )
    .limit(2000)
    .execute();
  const moves = await stageMovesOf(
    db,
    rows.map((row) => row.id),
  );
  const cards: BoardCard[] = rows.map((row) => ({
    id: row.id,
    company: row.company,
    amount: row.amount,
    currency: row.currency,
    fit: row.fit,
    assignee: row.assignee,
    status: row.status,
    enteredAt: stageEnteredAt(row.createdAt, moves.get(row.id) ?? []),
    moves: nextStatuses("applications", row.status).map((to) => ({
      to,
      kind: moveKind("applications", row.status, to),
    })),
  }));
  cards.sort((a, b) => a.enteredAt.localeCompare(b.enteredAt) || a.company.localeCompare(b.company));
  return BOARD_STAGES.map((stage) => {
    const order = ORDER_OF[stage];
    const inStage = cards.filter((card) => card.status === stage);
    const money = columnMoney(
      stage,
      rows.filter((row) => row.status === stage),
      reportingCurrency,
    );
    return { stage, order, money, cards: order === "longest" ? inStage : inStage.reverse() };
  });
}
