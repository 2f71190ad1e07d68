import { Dec, sum } from "#app/underwriting/decimal.ts";
import { type Figure, type MonthFigures, inOrder } from "./figures.ts";

/*
 * The credit policy's metrics, as of the last month given, each with its explanation. Money is
 * shown to the cent, ratios to four places (0.1234 = 12.34 %), runway to one decimal month.
 * Rule of 40 uses the cash margin, −net burn ÷ revenue over the trailing 12 months: the one margin
 * the bank statements prove, where an EBITDA margin would rest on the founder's own accounts.
 */

export type MetricName =
  | "mrr"
  | "arr"
  | "netNewMrr"
  | "mrrGrowthMoM"
  | "mrrGrowthYoY"
  | "grossMargin"
  | "netBurn"
  | "runway"
  | "burnMultiple"
  | "ruleOf40"
  | "top1Concentration"
  | "top5Concentration";

const money = (value: Dec) => value.toFixed(2);
const ratio = (value: Dec) => value.toFixed(4);

function undefinedFigure(base: Omit<Figure, "value" | "undefinedBecause">, because: string): Figure {
  return { ...base, value: null, undefinedBecause: because };
}

/** A ratio of two decimals, or undefined (with a reason) when the denominator is not positive. */
function ratioFigure(base: Omit<Figure, "value" | "unit">, numerator: Dec, denominator: Dec, because: string): Figure {
  const figure = { ...base, unit: "ratio" as const };
  return denominator.lte(0)
    ? undefinedFigure(figure, because)
    : { ...figure, value: ratio(numerator.div(denominator)) };
}

function growth(name: MetricName, months: MonthFigures[], back: number): Figure {
  const last = months.at(-1)!;
  const earlier = months.at(-1 - back);
  const base = {
    metric: name,
    formula: `(MRR of ${last.month} − MRR ${back} month(s) before) ÷ MRR ${back} month(s) before`,
  };
  if (!earlier)
    return undefinedFigure(
      { ...base, unit: "ratio", months: [last.month], inputs: {} },
      `needs ${back + 1} months of figures`,
    );
  const [now, then] = [new Dec(last.recurringRevenue), new Dec(earlier.recurringRevenue)];
  return ratioFigure(
    { ...base, months: [earlier.month, last.month], inputs: { mrr: money(now), earlierMrr: money(then) } },
    now.minus(then),
    then,
    "the earlier MRR is zero",
  );
}

/** Every metric as of the last month; the order of `figures` does not matter. */
export function computeMetrics(figures: MonthFigures[]): Record<MetricName, Figure> {
  const months = inOrder(figures);
  const last = months.at(-1)!;
  const currency = last.currency;
  const mrr = new Dec(last.recurringRevenue);
  const previous = months.at(-2);
  const recent = months.slice(-3);
  const trailing12 = months.slice(-12);
  const names = (list: MonthFigures[]) => list.map((m) => m.month);

  const netNewMrr: Figure = previous
    ? {
        metric: "netNewMrr",
        value: money(mrr.minus(previous.recurringRevenue)),
        unit: "money",
        currency,
        formula: `MRR of ${last.month} − MRR of ${previous.month}`,
        months: [previous.month, last.month],
        inputs: { mrr: money(mrr), previousMrr: money(new Dec(previous.recurringRevenue)) },
      }
    : undefinedFigure(
        {
          metric: "netNewMrr",
          unit: "money",
          currency,
          formula: "MRR − previous month's MRR",
          months: [last.month],
          inputs: {},
        },
        "needs 2 months of figures",
      );

  const revenue = new Dec(last.revenue);
  const grossMargin = ratioFigure(
    {
      metric: "grossMargin",
      formula: `(revenue − cost of sales) ÷ revenue, ${last.month}`,
      months: [last.month],
      inputs: { revenue: money(revenue), costOfSales: money(new Dec(last.costOfSales)) },
    },
    revenue.minus(last.costOfSales),
    revenue,
    "no revenue in the month",
  );

  const burnOf = (list: MonthFigures[]) => sum(list.map((m) => m.netBurn));
  const recentBurn = burnOf(recent);
  const averageBurn = recentBurn.div(recent.length);
  const burnInputs = Object.fromEntries(recent.map((m) => [`netBurn ${m.month}`, money(new Dec(m.netBurn))]));
  const netBurn: Figure = {
    metric: "netBurn",
    value: money(averageBurn),
    unit: "money",
    currency,
    formula: `average over ${recent.length} month(s) of (cash out − cash in), without equity, loans and own-account transfers`,
    months: names(recent),
    inputs: burnInputs,
  };

  const cash = new Dec(last.closingCash);
  const runwayBase = {
    metric: "runway",
    unit: "months" as const,
    formula: `cash at ${last.month}'s closing balance ÷ average net burn of the last ${recent.length} month(s)`,
    months: names(recent),
    inputs: { closingCash: money(cash), averageNetBurn: money(averageBurn) },
  };
  const runway: Figure = averageBurn.lte(0)
    ? undefinedFigure(runwayBase, "cash is not falling: average net burn is zero or negative")
    : { ...runwayBase, value: cash.div(averageBurn).toFixed(1) };

  const before3 = months.at(-4);
  const netNewArr3 = before3 ? mrr.minus(before3.recurringRevenue).times(12) : undefined;
  const burnMultipleBase = {
    metric: "burnMultiple",
    formula: "net burn over the last 3 months ÷ net new ARR over the same 3 months (12 × change in MRR)",
    months: before3 ? [before3.month, ...names(recent)] : names(months),
    inputs: (netNewArr3 ? { netBurn: money(recentBurn), netNewArr: money(netNewArr3) } : {}) as Record<string, string>,
  };
  const burnMultiple: Figure = !netNewArr3
    ? undefinedFigure({ ...burnMultipleBase, unit: "ratio" }, "needs 4 months of figures")
    : ratioFigure(burnMultipleBase, recentBurn, netNewArr3, "net new ARR is zero or negative");

  const yearAgo = months.at(-13);
  const revenue12 = sum(trailing12.map((m) => m.revenue));
  const ruleBase = {
    metric: "ruleOf40",
    unit: "ratio" as const,
    formula: "MRR growth year on year + cash margin (−net burn ÷ revenue, trailing 12 months)",
    months: names(months.slice(-13)),
  };
  let ruleOf40: Figure;
  if (!yearAgo) ruleOf40 = undefinedFigure({ ...ruleBase, inputs: {} }, "needs 13 months of figures");
  else if (new Dec(yearAgo.recurringRevenue).lte(0) || revenue12.lte(0))
    ruleOf40 = undefinedFigure({ ...ruleBase, inputs: {} }, "no MRR a year ago, or no revenue in 12 months");
  else {
    const yoy = mrr.minus(yearAgo.recurringRevenue).div(yearAgo.recurringRevenue);
    const cashMargin = burnOf(trailing12).negated().div(revenue12);
    ruleOf40 = {
      ...ruleBase,
      value: ratio(yoy.plus(cashMargin)),
      inputs: { mrrGrowthYoY: ratio(yoy), cashMargin: ratio(cashMargin), revenue12: money(revenue12) },
    };
  }

  return {
    mrr: {
      metric: "mrr",
      value: money(mrr),
      unit: "money",
      currency,
      formula: `recurring revenue of ${last.month}`,
      months: [last.month],
      inputs: { recurringRevenue: money(mrr) },
    },
    arr: {
      metric: "arr",
      value: money(mrr.times(12)),
      unit: "money",
      currency,
      formula: `12 × MRR of ${last.month}`,
      months: [last.month],
      inputs: { mrr: money(mrr) },
    },
    netNewMrr,
    mrrGrowthMoM: growth("mrrGrowthMoM", months, 1),
    mrrGrowthYoY: growth("mrrGrowthYoY", months, 12),
    grossMargin,
    netBurn,
    runway,
    burnMultiple,
    ruleOf40,
    ...concentration(trailing12),
  };
}

/** Top-1 and top-5 customers' shares of trailing-12-month revenue by customer. */
function concentration(
  trailing12: MonthFigures[],
): Pick<Record<MetricName, Figure>, "top1Concentration" | "top5Concentration"> {
  const byCustomer = new Map<string, Dec>();
  for (const month of trailing12)
    for (const [customer, amount] of Object.entries(month.revenueByCustomer ?? {}))
      byCustomer.set(customer, (byCustomer.get(customer) ?? new Dec(0)).plus(amount));
  // Ties sort by name, so the same customers are named however the months were ordered.
  const ranked = [...byCustomer].sort(([a, x], [b, y]) => y.comparedTo(x) || (a < b ? -1 : a > b ? 1 : 0));
  const total = sum(ranked.map(([, amount]) => amount));
  const share = (top: number): Figure => {
    const named = ranked.slice(0, top);
    return ratioFigure(
      {
        metric: top === 1 ? "top1Concentration" : "top5Concentration",
        formula: `revenue of the ${top === 1 ? "largest customer" : "5 largest customers"} ÷ all revenue, trailing 12 months`,
        months: trailing12.map((m) => m.month),
        inputs: { ...Object.fromEntries(named.map(([name, amount]) => [name, money(amount)])), total: money(total) },
      },
      sum(named.map(([, amount]) => amount)),
      total,
      "no revenue by customer in the trailing 12 months",
    );
  };
  return { top1Concentration: share(1), top5Concentration: share(5) };
}
