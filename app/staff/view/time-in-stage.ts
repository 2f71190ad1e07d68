/*
 * Time in stage (decision 061), read from an application's history: it enters "new" when it arrives
 * and each status entry of the audit log moves it on. Shared by the board (time in the current
 * stage) and the dashboard (median time each stage took).
 */

/** One status change of an application, from the audit log. */
export interface StageMove {
  at: string;
  to: string;
}

/** A stay in one stage: from when it entered until it left (null: it is still there). */
export interface StageStint {
  stage: string;
  from: string;
  until: string | null;
}

/** The stays of one application in order, given when it arrived and its moves (any order). */
export function stageStints(createdAt: string, moves: readonly StageMove[]): StageStint[] {
  const ordered = [...moves].sort((a, b) => a.at.localeCompare(b.at));
  const stints: StageStint[] = [];
  let current: StageStint = { stage: "new", from: createdAt, until: null };
  for (const move of ordered) {
    stints.push({ ...current, until: move.at });
    current = { stage: move.to, from: move.at, until: null };
  }
  stints.push(current);
  return stints;
}

/** When the application entered the stage it is in now. */
export const stageEnteredAt = (createdAt: string, moves: readonly StageMove[]): string =>
  stageStints(createdAt, moves).at(-1)!.from;

/** The median of some numbers; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A length of time as staff read it on a card: "3 days", "5 hours", "less than an hour". */
export function formatStageTime(ms: number, words: { days: string; hours: string; underAnHour: string }): string {
  if (ms >= DAY_MS) return words.days.replace("{count}", String(Math.floor(ms / DAY_MS)));
  if (ms >= HOUR_MS) return words.hours.replace("{count}", String(Math.floor(ms / HOUR_MS)));
  return words.underAnHour;
}
