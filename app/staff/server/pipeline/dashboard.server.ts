import type { Kysely } from "kysely";
import { isFilterDay } from "#app/staff/view/calendar-day.ts";
import { nextDay, startOfFirmDay } from "#app/staff/view/format.ts";
import { median, stageStints } from "#app/staff/view/time-in-stage.ts";
import { firmDayOf } from "#app/staff/view/tasks.ts";
import { APPLICATION_STATUSES } from "#app/staff/view/workflow.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { stageMovesOf } from "./stage-history.server.ts";

/*
 * The pipeline dashboard's figures (decision 061) for the applications that arrived in a period
 * (calendar days in the firm's time zone, both ends included): where they stand now, how many of
 * each referral source, country and industry were funded, and the median days each stage took
 * over the stays that ended. A few hundred rows a quarter: read once, counted here.
 */

export interface Period {
  from: string;
  to: string;
}

export interface ConversionRow {
  key: string;
  applications: number;
  funded: number;
  /** funded / applications, 0 to 1. */
  rate: number;
}

/** The stages whose time is measured: a decline, funding or a withdrawal ends the road. */
export const TIMED_STAGES = ["new", "reviewing", "due_diligence"] as const;

const DAY_MS = 86_400_000;
export const DEFAULT_PERIOD_DAYS = 90;

const firmDay = (instant: Date) => firmDayOf(instant);

export function defaultPeriod(now: Date = new Date()): Period {
  return { from: firmDay(new Date(now.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS)), to: firmDay(now) };
}

/** The period a GET form asked for; a bad one falls back to the default and says why. */
export function parsePeriod(
  params: URLSearchParams,
  now: Date = new Date(),
): { period: Period; error: "invalid" | "order" | null } {
  const fallback = defaultPeriod(now);
  const from = params.get("from") || fallback.from;
  const to = params.get("to") || fallback.to;
  if (!isFilterDay(from) || !isFilterDay(to)) return { period: fallback, error: "invalid" };
  if (from > to) return { period: fallback, error: "order" };
  return { period: { from, to }, error: null };
}

function conversionBy(rows: { key: string; funded: boolean }[]): ConversionRow[] {
  const groups = new Map<string, { applications: number; funded: number }>();
  for (const row of rows) {
    const group = groups.get(row.key) ?? { applications: 0, funded: 0 };
    group.applications += 1;
    if (row.funded) group.funded += 1;
    groups.set(row.key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, ...group, rate: group.funded / group.applications }))
    .sort((a, b) => b.applications - a.applications || a.key.localeCompare(b.key));
}

export async function dashboardFigures(db: Kysely<Database>, period: Period) {
  const rows = await db
    .selectFrom("applications")
    .select(["id", "status", "created_at", "referral_source", "country", "industry"])
    .where("created_at", ">=", startOfFirmDay(period.from).toISOString())
    .where("created_at", "<", startOfFirmDay(nextDay(period.to)).toISOString())
    .execute();
  const byStage = APPLICATION_STATUSES.map((stage) => ({
    stage,
    count: rows.filter((row) => row.status === stage).length,
  }));
  // A funded deal counts as converted wherever it is now only if it is funded now (a move back undoes it).
  const funded = (row: (typeof rows)[number]) => row.status === "funded";
  const moves = await stageMovesOf(
    db,
    rows.map((row) => row.id),
  );
  const stays = new Map<string, number[]>(TIMED_STAGES.map((stage) => [stage, []]));
  for (const row of rows) {
    for (const stint of stageStints(row.created_at, moves.get(row.id) ?? [])) {
      if (stint.until === null) continue;
      stays.get(stint.stage)?.push(Date.parse(stint.until) - Date.parse(stint.from));
    }
  }
  return {
    period,
    total: rows.length,
    byStage,
    conversion: {
      referral: conversionBy(rows.map((row) => ({ key: row.referral_source, funded: funded(row) }))),
      country: conversionBy(rows.map((row) => ({ key: row.country, funded: funded(row) }))),
      industry: conversionBy(rows.map((row) => ({ key: row.industry, funded: funded(row) }))),
    },
    medianDays: TIMED_STAGES.map((stage) => {
      const lengths = stays.get(stage) ?? [];
      const middle = median(lengths);
      return { stage, days: middle === null ? null : Math.round((middle / DAY_MS) * 10) / 10, stays: lengths.length };
    }),
  };
}
