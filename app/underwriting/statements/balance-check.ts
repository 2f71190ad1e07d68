import { Dec, cents, sum } from "#app/underwriting/decimal.ts";
import { type Statement, StatementRefused } from "./statement.ts";

/**
 * Refuses a statement whose opening balance plus its entries is not its closing balance, in
 * decimal: a missing or doubled entry shows here rather than in the metrics.
 */
export function checkBalances(
  statement: Statement,
  where: string,
  read = { total: sum(statement.entries.map((entry) => entry.amount)), count: statement.entries.length },
) {
  const { opening, closing } = statement;
  if (!opening || !closing) return;
  const expected = new Dec(opening.amount).plus(read.total);
  if (!expected.equals(closing.amount))
    throw new StatementRefused(
      where,
      `the opening balance ${cents(new Dec(opening.amount))} plus the ${read.count} entries makes ` +
        `${cents(expected)}, but the closing balance is ${cents(new Dec(closing.amount))} ${statement.currency}: ` +
        `an entry is missing or the file is cut`,
    );
}
