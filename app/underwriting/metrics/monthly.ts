import type { ClassifiedEntry } from "#app/underwriting/classification/classify.ts";
import { Dec } from "#app/underwriting/decimal.ts";
import type { Statement } from "#app/underwriting/statements/statement.ts";
import { type MonthFigures, FiguresRefused } from "./figures.ts";

/*
 * Monthly figures from classified bank entries (already de-duplicated) and the statements' closing
 * balances, in the accounts' one currency. Net burn leaves out financing (equity, loan drawdowns
 * and repayments) and transfers between own accounts. Bank data cannot tell recurring revenue from
 * other revenue, so here all revenue counts as recurring; a KPI pack gives the split.
 */

const monthOf = (day: string) => day.slice(0, 7);

/** Cash at each month's end: per account, the last closing balance dated on or before it, summed. */
function closingCashByMonth(statements: Statement[], months: string[]): Map<string, Dec> {
  const closings = statements
    .filter((statement) => statement.closing)
    .map((statement) => ({ account: statement.account, ...statement.closing! }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const cash = new Map<string, Dec>();
  for (const month of months) {
    const latest = new Map<string, string>();
    for (const closing of closings) if (monthOf(closing.date) <= month) latest.set(closing.account, closing.amount);
    cash.set(
      month,
      [...latest.values()].reduce((total, amount) => total.plus(amount), new Dec(0)),
    );
  }
  return cash;
}

/** Every month from the first to the last: a month without entries is a month of no movement, not a gap. */
function everyMonth(sorted: string[]): string[] {
  if (sorted.length === 0) return [];
  const months = [sorted[0]!];
  while (months.at(-1)! < sorted.at(-1)!) {
    const [year, number] = months.at(-1)!.split("-").map(Number) as [number, number];
    months.push(number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`);
  }
  return months;
}

export function monthlyFromEntries(entries: ClassifiedEntry[], statements: Statement[]): MonthFigures[] {
  const currencies = new Set(entries.map((entry) => entry.currency));
  if (currencies.size > 1)
    throw new FiguresRefused(`Entries in ${[...currencies].join(", ")}: one currency at a time.`);
  const currency = [...currencies][0] ?? statements[0]?.currency ?? "EUR";
  const byMonth = new Map<string, { revenue: Dec; costOfSales: Dec; netBurn: Dec; customers: Map<string, Dec> }>();
  for (const entry of entries) {
    const month = monthOf(entry.bookingDate);
    let figures = byMonth.get(month);
    if (!figures)
      byMonth.set(
        month,
        (figures = { revenue: new Dec(0), costOfSales: new Dec(0), netBurn: new Dec(0), customers: new Map() }),
      );
    const amount = new Dec(entry.amount);
    if (entry.category === "financing" || entry.category === "transfer") continue;
    figures.netBurn = figures.netBurn.minus(amount);
    if (entry.category === "revenue") {
      figures.revenue = figures.revenue.plus(amount);
      const customer = entry.counterpartyName ?? entry.counterpartyAccount ?? "(unnamed)";
      figures.customers.set(customer, (figures.customers.get(customer) ?? new Dec(0)).plus(amount));
    } else if (entry.category === "cost_of_sales") figures.costOfSales = figures.costOfSales.minus(amount);
  }
  const months = everyMonth([...byMonth.keys()].sort());
  const cash = closingCashByMonth(statements, months);
  return months.map((month) => {
    const figures = byMonth.get(month) ?? {
      revenue: new Dec(0),
      costOfSales: new Dec(0),
      netBurn: new Dec(0),
      customers: new Map(),
    };
    return {
      month,
      currency,
      recurringRevenue: figures.revenue.toString(),
      revenue: figures.revenue.toString(),
      costOfSales: figures.costOfSales.toString(),
      netBurn: figures.netBurn.toString(),
      closingCash: cash.get(month)!.toString(),
      revenueByCustomer: Object.fromEntries([...figures.customers].map(([name, amount]) => [name, amount.toString()])),
    };
  });
}
