import { type CalculatorInputs, debtCostAt, dilutionValueAt, stakeFor } from "#app/shared/venture-debt/calculator.ts";

/*
 * Geometry of the cost-against-dilution chart, in SVG user units. Both series
 * are straight lines (the cost bends once, where the warrants come into the
 * money), so each polyline is exact with just its vertices.
 */

export const CHART = { width: 560, height: 320, left: 64, right: 20, top: 16, bottom: 56 } as const;

export interface Point {
  x: number;
  y: number;
}

/** The smallest of 1, 2, 2.5, 5 x 10^n at least `value`. */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10) * power;
}

export interface ChartModel {
  xTicks: number[];
  yTicks: number[];
  debt: Point[];
  dilution: Point[];
  /** Data values of each x tick, for the text alternative. */
  rows: { exitUsd: number; debtUsd: number; dilutionUsd: number }[];
  breakEvenX?: number;
  exitX: number;
  toX: (usd: number) => number;
  toY: (usd: number) => number;
}

export function chartModel(inputs: CalculatorInputs, cashCostUsd: number, breakEvenUsd: number): ChartModel {
  const xStep = niceStep((Math.max(inputs.exitValuationUsd, breakEvenUsd) * 1.2) / 4);
  const xMax = xStep * 4;
  const costAt = (exit: number) => debtCostAt(exit, inputs, cashCostUsd);
  const yStep = niceStep(Math.max(costAt(xMax), dilutionValueAt(xMax, inputs), 1) / 4);
  const yMax = yStep * 4;
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const toX = (usd: number) => CHART.left + (usd / xMax) * plotWidth;
  const toY = (usd: number) => CHART.top + plotHeight - (usd / yMax) * plotHeight;
  const coverage = (inputs.facilityUsd * inputs.warrantCoveragePercent) / 100;
  // Warrants are worth something once their stake of the exit exceeds the strike paid.
  const kink = coverage > 0 ? coverage / stakeFor(coverage, inputs.valuationUsd) : Number.POSITIVE_INFINITY;
  const debtXs = kink < xMax ? [0, kink, xMax] : [0, xMax];
  const xTicks = [0, 1, 2, 3, 4].map((index) => index * xStep);
  return {
    xTicks,
    yTicks: [0, 1, 2, 3, 4].map((index) => index * yStep),
    debt: debtXs.map((exit) => ({ x: toX(exit), y: toY(costAt(exit)) })),
    dilution: [0, xMax].map((exit) => ({ x: toX(exit), y: toY(dilutionValueAt(exit, inputs)) })),
    rows: xTicks.map((exit) => ({ exitUsd: exit, debtUsd: costAt(exit), dilutionUsd: dilutionValueAt(exit, inputs) })),
    breakEvenX: breakEvenUsd > 0 && breakEvenUsd <= xMax ? toX(breakEvenUsd) : undefined,
    exitX: toX(inputs.exitValuationUsd),
    toX,
    toY,
  };
}

export const polyline = (points: Point[]) =>
  points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(" ");
