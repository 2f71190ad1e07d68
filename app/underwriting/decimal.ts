import Decimal from "decimal.js";

/*
 * Money in underwriting is decimal, never a JS number: statement amounts are read from text into
 * this, summed exactly, and written back as text. 34 significant digits (IEEE decimal128) leave
 * room for sums of millions of entries and for currency conversion without rounding until the end.
 */
export const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN });
export type Dec = Decimal;
export type DecValue = Decimal.Value;

/** A money amount as text with two decimals ("1234.50", "-0.10"). */
export const cents = (value: Decimal) => value.toFixed(2);

/** The sum of decimal texts or values. */
export const sum = (values: Iterable<Decimal.Value>) => {
  let total = new Dec(0);
  for (const value of values) total = total.plus(value);
  return total;
};
