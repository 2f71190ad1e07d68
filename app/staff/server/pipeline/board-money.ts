import Decimal from "decimal.js";

/*
 * Money on the board (issue 29 §3): each column's asks, added in the reporting currency, and the same
 * weighted by how often a deal in that stage ends funded. The weights are the firm's planning figures
 * (decision 085), not a forecast of any one deal; an ask not yet converted to the reporting currency is
 * counted apart, never added at another currency's value.
 */

export const STAGE_WEIGHTS: Record<string, string> = {
  new: "0.1",
  reviewing: "0.2",
  due_diligence: "0.5",
  funded: "1",
  declined: "0",
};

export interface ColumnMoney {
  /** Decimal text, to the cent, in the reporting currency. */
  total: string;
  weighted: string;
  /** The stage's weight, in % ("50"). */
  weightPercent: string;
  /** Asks not converted to the reporting currency, left out of both sums. */
  unconverted: number;
}

export function columnMoney(
  stage: string,
  cards: readonly { amountNormalized: number | null; reportingCurrency: string | null }[],
  reportingCurrency: string,
): ColumnMoney {
  let total = new Decimal(0);
  let unconverted = 0;
  for (const card of cards) {
    if (card.amountNormalized === null) continue;
    if (card.reportingCurrency !== reportingCurrency) {
      unconverted += 1;
      continue;
    }
    total = total.plus(card.amountNormalized);
  }
  const weight = STAGE_WEIGHTS[stage] ?? "0";
  return {
    total: total.toFixed(2),
    weighted: total.times(weight).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    weightPercent: new Decimal(weight).times(100).toString(),
    unconverted,
  };
}
