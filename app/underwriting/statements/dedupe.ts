import type { Statement, StatementEntry } from "./statement.ts";

/*
 * The same statement uploaded twice, or two statements that overlap, must count each entry once.
 * An entry's key is the bank's own reference where it gives one (camt AcctSvcrRef, unique per
 * account). Otherwise it is built from the entry's fields plus its rank among identical entries of
 * the same account and day: two equal coffees on one day stay two, and the same day read again
 * from an overlapping statement gives the same two keys.
 */

/** Gives each entry of one statement its key, in the order the entries are read. */
export class EntryKeys {
  private readonly ranks = new Map<string, number>();
  private readonly statement: Pick<Statement, "format" | "account">;

  constructor(statement: Pick<Statement, "format" | "account">) {
    this.statement = statement;
  }

  keyOf(entry: StatementEntry): string {
    const { account, format } = this.statement;
    if (entry.bankReference && format === "camt.053") return `${account}|ref|${entry.bankReference}`;
    const fields = [
      account,
      entry.bookingDate,
      entry.valueDate ?? "",
      entry.amount,
      entry.bankReference ?? "",
      entry.counterpartyName ?? "",
      entry.description,
    ].join("|");
    const rank = (this.ranks.get(fields) ?? 0) + 1;
    this.ranks.set(fields, rank);
    return `${fields}|#${rank}`;
  }
}

/** Sets `key` on every entry of the statement. */
export function assignKeys(statement: Statement) {
  const keys = new EntryKeys(statement);
  for (const entry of statement.entries) entry.key = keys.keyOf(entry);
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
