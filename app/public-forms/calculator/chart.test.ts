import { describe, expect, it } from "vitest";
import { calculate } from "#app/shared/venture-debt/calculator.ts";
import { CHART, chartModel, niceStep } from "./chart.ts";
import { exampleInputs as inputs } from "#tests/calculator-inputs.ts";

describe("niceStep", () => {
  it.each([
    [0.7, 1],
    [1, 1],
    [1.3, 2],
    [2.2, 2.5],
    [3, 5],
    [7_500_000, 10_000_000],
    [62_500_000, 100_000_000],
  ])("rounds %d up to %d", (value, expected) => {
    expect(niceStep(value)).toBeCloseTo(expected, 6);
  });
});

describe("chartModel", () => {
  const result = calculate(inputs);
  const model = chartModel(inputs, result.cost.interest + result.cost.fee, result.breakEvenExitUsd);

  it("spans the exit with room to spare, in five even ticks from zero", () => {
    expect(model.xTicks[0]).toBe(0);
    expect(model.xTicks.at(-1)).toBeGreaterThanOrEqual(inputs.exitValuationUsd * 1.2);
    expect(model.exitX).toBeLessThan(CHART.width - CHART.right);
  });

  it("bends the cost line where the warrants come into the money: the post-money plus the coverage", () => {
    expect(model.debt).toHaveLength(3);
    expect(model.debt[1]?.x).toBeCloseTo(model.toX(60_000_000 + 450_000), 6);
    expect(model.debt[0]?.y).toBeCloseTo(model.debt[1]?.y ?? Number.NaN, 6);
  });

  it("marks the break-even where the table's two columns would meet", () => {
    expect(model.breakEvenX).toBeCloseTo(model.toX(result.breakEvenExitUsd), 6);
    for (const row of model.rows) {
      if (row.exitUsd > result.breakEvenExitUsd) expect(row.dilutionUsd).toBeGreaterThan(row.debtUsd);
      if (row.exitUsd < result.breakEvenExitUsd) expect(row.dilutionUsd).toBeLessThan(row.debtUsd);
    }
  });

  it("draws a flat cost line when there are no warrants", () => {
    const flat = chartModel({ ...inputs, warrantCoveragePercent: 0 }, 1_000_000, 14_000_000);
    expect(flat.debt).toHaveLength(2);
    expect(flat.debt[0]?.y).toBe(flat.debt[1]?.y);
  });
});
