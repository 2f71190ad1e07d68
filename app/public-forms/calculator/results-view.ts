import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { formatCompactMoney, formatMoney } from "#app/shared/money/format-money.ts";
import { type CalculatorInputs, calculate } from "#app/shared/venture-debt/calculator.ts";
import { CHART, chartModel, polyline } from "./chart.ts";
import { fill, formatShare } from "#app/shared/venture-debt/format.ts";
import type { View } from "./view.ts";

type Copy = Pick<VentureDebtCalculatorContent, "results" | "chart" | "schedule">;

/** Tick positions of the chart's axes: always five each, from zero. */
export const TICKS = [0, 1, 2, 3, 4] as const;

/** Two markers closer than this (SVG units): the exit's label drops a line so they do not overlap. */
const MARKERS_APART = 110;

/**
 * The verdict, the three headline figures, the payment levels and the chart for valid inputs, into `view`; the
 * tables' rows are `tableRows`' (the script writes them after the typing pauses).
 */
export function addResults(view: View, copy: Copy, inputs: CalculatorInputs, currency: CurrencyCode): void {
  const result = calculate(inputs);
  const money = (value: number) => formatMoney(value, currency);
  const compact = (value: number) => formatCompactMoney(value, currency);
  const exit = compact(inputs.exitValuationUsd);
  const breakEven = compact(result.breakEvenExitUsd);
  Object.assign(view.texts, {
    verdict: fill(copy.results.verdict[result.verdict], {
      exit,
      advantage: compact(Math.abs(result.advantageUsd)),
      breakEven,
    }),
    "total-cost": money(result.cost.total),
    interest: money(result.cost.interest),
    fee: money(result.cost.fee),
    "warrants-label": fill(copy.results.warrants, { exit }),
    warrants: money(result.cost.warrants),
    ownership: formatShare(result.ownershipSaved),
    "ownership-value-label": fill(copy.results.ownershipSavedValue, { exit }),
    "ownership-value": money(result.ownershipSavedValueAtExit),
    "break-even": breakEven,
  });

  // The repayment schedule: the two payment levels, then every month.
  const amortisingMonths = inputs.termMonths - inputs.interestOnlyMonths;
  Object.assign(view.texts, {
    "interest-only-label": fill(copy.schedule.interestOnlyPayment, { months: inputs.interestOnlyMonths }),
    "interest-only-payment": money(result.interestOnlyPayment),
    "amortising-label": fill(copy.schedule.amortisingPayment, { months: amortisingMonths }),
    "amortising-payment": money(result.amortisingPayment),
    "total-repaid": money(result.totalRepaid),
    "schedule-summary": fill(copy.schedule.tableSummary, { months: inputs.termMonths }),
  });
  view.shown["interest-only"] = inputs.interestOnlyMonths > 0;

  // The chart: cost against dilution avoided.
  const model = chartModel(inputs, result.cost.interest + result.cost.fee, result.breakEvenExitUsd);
  const bottom = String(CHART.height - CHART.bottom);
  view.texts["chart-description"] = fill(copy.chart.description, { breakEven });
  for (const index of TICKS) {
    const y = String(model.toY(model.yTicks[index] ?? 0));
    view.attrs[`y-tick-${index}-line`] = { y1: y, y2: y };
    view.attrs[`y-tick-${index}-text`] = { y };
    view.texts[`y-tick-${index}`] = compact(model.yTicks[index] ?? 0);
    view.attrs[`x-tick-${index}`] = { x: String(model.toX(model.xTicks[index] ?? 0)) };
    view.texts[`x-tick-${index}`] = compact(model.xTicks[index] ?? 0);
  }
  const breakEvenX = model.breakEvenX ?? 0;
  view.shown["break-even-marker"] = model.breakEvenX !== undefined;
  view.attrs["break-even-line"] = { x1: String(breakEvenX), x2: String(breakEvenX), y2: bottom };
  view.attrs["break-even-text"] = { x: String(breakEvenX + 6) };
  const markersClose = model.breakEvenX !== undefined && Math.abs(model.breakEvenX - model.exitX) < MARKERS_APART;
  view.attrs["exit-line"] = { x1: String(model.exitX), x2: String(model.exitX), y2: bottom };
  view.attrs["exit-text"] = { x: String(model.exitX - 6), y: String(CHART.top + (markersClose ? 40 : 12)) };
  view.attrs["dilution-line"] = { points: polyline(model.dilution) };
  view.attrs["debt-line"] = { points: polyline(model.debt) };
}

/**
 * The rows of the two folded tables for valid inputs: the schedule, every month (up to 120 rows of six cells), and
 * the chart's figures. Most of the cost of a view, so the script writes them once the typing pauses.
 */
export function tableRows(copy: Copy, inputs: CalculatorInputs, currency: CurrencyCode): View["rows"] {
  const result = calculate(inputs);
  const money = (value: number) => formatMoney(value, currency);
  const compact = (value: number) => formatCompactMoney(value, currency);
  const model = chartModel(inputs, result.cost.interest + result.cost.fee, result.breakEvenExitUsd);
  return {
    schedule: result.schedule.map((row) => [
      String(row.month),
      copy.schedule.phases[row.phase],
      money(row.payment),
      money(row.interest),
      money(row.principal),
      money(row.balance),
    ]),
    chart: model.rows.map((row) => [compact(row.exitUsd), money(row.debtUsd), money(row.dilutionUsd)]),
  };
}
