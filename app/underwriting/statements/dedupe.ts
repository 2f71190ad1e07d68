import type { Statement, StatementEntry } from "./statement.ts";

/*
 * The same statement uploaded twice, or two statements that overlap, must count each entry once.
 * An entry's key is the bank's own reference where it gives one (camt AcctSvcrRef, unique per
 * account). Otherwise it is built from the entry's fields plus its rank among identical entries of
 * the same account and day: two equal coffees on one day stay two, and the same day read again
 * from an overlapping statement gives the same two keys.
 */

/** Sets `key` on every entry of the statement. */
export function assignKeys(statement: Statement) {
  const seen = new Map<string, number>();
  for (const entry of statement.entries) {
    if (entry.bankReference && statement.format === "camt.053") {
      entry.key = `${statement.account}|ref|${entry.bankReference}`;
      continue;
    }
    const fields = [
      statement.account,
      entry.bookingDate,
      entry.valueDate ?? "",
      entry.amount,
      entry.bankReference ?? "",
      entry.counterpartyName ?? "",
      entry.description,
    ].join("|");
    const rank = (seen.get(fields) ?? 0) + 1;
    seen.set(fields, rank);
    entry.key = `${fields}|#${rank}`;
  }
}

export interface MergedEntries {
  entries: StatementEntry[];
  /** Entries dropped because an earlier file already had them. */
  duplicates: number;
}

/** Every entry of the statements once, in the order first seen. */
export function mergeEntries(statements: Iterable<Statement>): MergedEntries {
  const byKey = new Map<string, StatementEntry>();
  let duplicates = 0;
  for (const statement of statements)
    for (const entry of statement.entries) {
      if (byKey.has(entry.key)) duplicates++;
      else byKey.set(entry.key, entry);
    }
  return { entries: [...byKey.values()], duplicates };
}
