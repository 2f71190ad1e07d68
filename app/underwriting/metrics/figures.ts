import type { RateDay } from "#app/shared/money/rates.server.ts";
import { Dec, type DecValue } from "#app/underwriting/decimal.ts";

/*
 * The monthly figures the metrics are computed from, whatever they were read from (bank entries,
 * a KPI pack), and the explanation every metric carries: its value, formula, inputs and months.
 */

export interface MonthFigures {
  /** "YYYY-MM". */
  month: string;
  currency: string;
  /** Recurring revenue of the month, as a monthly amount (the month's MRR). */
  recurringRevenue: string;
  /** All revenue of the month, recurring and other. */
  revenue: string;
  costOfSales: string;
  /** Cash out − cash in, without equity, loans and transfers between own accounts; negative when cash grew. */
  netBurn: string;
  /** Cash at the month's last closing balance. */
  closingCash: string;
  /** Revenue by customer, for concentration. */
  revenueByCustomer?: Record<string, string>;
}

export interface Figure {
  metric: string;
  /** Decimal text (money to the cent, ratios to 4 places), or null when undefined (`undefinedBecause` says why). */
  value: string | null;
  unit: "money" | "ratio" | "months";
  currency?: string;
  formula: string;
  /** The months behind the figure, oldest first. */
  months: string[];
  /** Each input by name, as decimal text. */
  inputs: Record<string, string>;
  undefinedBecause?: string;
}

export class FiguresRefused extends Error {}

const MONEY_FIELDS = ["recurringRevenue", "revenue", "costOfSales", "netBurn", "closingCash"] as const;

/** `amount` of `from` in `to` at one day's ECB rates (units per euro), exact: through the euro, unrounded. */
export function convertAmount(amount: DecValue, from: string, to: string, rates: RateDay): Dec {
  const fromRate = rates.perEuro[from];
  const toRate = rates.perEuro[to];
  if (fromRate === undefined || toRate === undefined)
    throw new FiguresRefused(`No ECB rate for ${fromRate === undefined ? from : to} on ${rates.date}.`);
  if (from === to) return new Dec(amount);
  return new Dec(amount).div(String(fromRate)).times(String(toRate));
}

/**
 * Every month's money in `reporting`, each at the ECB rates of that month's end (`rateAtMonthEnd`
 * gives the rates of the month's last ECB day). Amounts stay unrounded until a metric shows them.
 */
export function toReportingCurrency(
  months: MonthFigures[],
  reporting: string,
  rateAtMonthEnd: (month: string) => RateDay,
): MonthFigures[] {
  return months.map((figures) => {
    if (figures.currency === reporting) return figures;
    const rates = rateAtMonthEnd(figures.month);
    const converted: MonthFigures = { ...figures, currency: reporting };
    for (const field of MONEY_FIELDS)
      converted[field] = convertAmount(figures[field], figures.currency, reporting, rates).toString();
    if (figures.revenueByCustomer)
      converted.revenueByCustomer = Object.fromEntries(
        Object.entries(figures.revenueByCustomer).map(([customer, amount]) => [
          customer,
          convertAmount(amount, figures.currency, reporting, rates).toString(),
        ]),
      );
    return converted;
  });
}

const nextMonth = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
};

/** The months oldest first; refuses a gap, a month given twice, or mixed currencies. */
export function inOrder(months: MonthFigures[]): MonthFigures[] {
  if (months.length === 0) throw new FiguresRefused("No months of figures.");
  const sorted = [...months].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const currency = sorted[0]!.currency;
  for (let i = 0; i < sorted.length; i++) {
    const figures = sorted[i]!;
    if (!/^\d{4}-(?:0[1-9]|1[0-2])$/.test(figures.month))
      throw new FiguresRefused(`"${figures.month}" is not a month (YYYY-MM).`);
    if (figures.currency !== currency)
      throw new FiguresRefused(`${figures.month} is in ${figures.currency}, the others in ${currency}: convert first.`);
    const previous = sorted[i - 1];
    if (previous && previous.month === figures.month) throw new FiguresRefused(`${figures.month} is given twice.`);
    if (previous && nextMonth(previous.month) !== figures.month)
      throw new FiguresRefused(
        `No figures for ${nextMonth(previous.month)}, between ${previous.month} and ${figures.month}.`,
      );
  }
  return sorted;
}
