import { describe, expect, it } from "vitest";
import { type MonthFigures, FiguresRefused, toReportingCurrency } from "./figures.ts";
import { computeMetrics } from "./metrics.ts";

/*
 * A hand-computed fixture: 13 months, 2025-01 to 2026-01. MRR starts at 10,000 and grows by 1,000
 * a month; every month has 500 of other revenue. The values below were worked out on paper:
 * - MRR 22,000.00; ARR 264,000.00; net new MRR 22,000 − 21,000 = 1,000.00;
 * - growth MoM 1,000 ÷ 21,000 = 0.0476; YoY (22,000 − 10,000) ÷ 10,000 = 1.2000;
 * - gross margin (22,500 − 4,500) ÷ 22,500 = 0.8000;
 * - net burn (30,000 + 27,000 + 24,000) ÷ 3 = 27,000.00; runway 540,000 ÷ 27,000 = 20.0 months;
 * - burn multiple 81,000 ÷ ((22,000 − 19,000) × 12 = 36,000) = 2.2500;
 * - Rule of 40: 1.2 + cash margin −(9 × 30,000 + 81,000) ÷ (198,000 + 6,000) = 1.2 − 1.720588 = −0.5206;
 * - concentration over 2025-02..2026-01: A 12,000 of 25,000 = 0.4800; top 5 23,500 ÷ 25,000 = 0.9400.
 */
export function handComputedMonths(): MonthFigures[] {
  return Array.from({ length: 13 }, (_, i) => {
    const month = i === 12 ? "2026-01" : `2025-${String(i + 1).padStart(2, "0")}`;
    const mrr = 10_000 + 1_000 * i;
    const netBurn = i === 12 ? 24_000 : i === 11 ? 27_000 : 30_000;
    const figures: MonthFigures = {
      month,
      currency: "EUR",
      recurringRevenue: `${mrr}.00`,
      revenue: `${mrr + 500}.00`,
      costOfSales: i === 12 ? "4500.00" : "3000.00",
      netBurn: `${netBurn}.00`,
      closingCash: i === 12 ? "540000.00" : "600000.00",
    };
    if (i === 0) figures.revenueByCustomer = { Z: "99999.00" };
    if (i === 11) figures.revenueByCustomer = { A: "2000.00", G: "500.00" };
    if (i === 12) figures.revenueByCustomer = { A: "10000.00", B: "5000", C: "3000", D: "2000", E: "1500", F: "1000" };
    return figures;
  });
}

describe("metrics against the hand-computed fixture", () => {
  const metrics = computeMetrics(handComputedMonths());
  const values = Object.fromEntries(Object.entries(metrics).map(([name, figure]) => [name, figure.value]));

  it("gives every figure to the cent or the fourth decimal", () => {
    expect(values).toEqual({
      mrr: "22000.00",
      arr: "264000.00",
      netNewMrr: "1000.00",
      mrrGrowthMoM: "0.0476",
      mrrGrowthYoY: "1.2000",
      grossMargin: "0.8000",
      netBurn: "27000.00",
      runway: "20.0",
      burnMultiple: "2.2500",
      ruleOf40: "-0.5206",
      top1Concentration: "0.4800",
      top5Concentration: "0.9400",
    });
  });

  it("explains each figure: formula, inputs and months", () => {
    expect(metrics.runway).toMatchObject({
      months: ["2025-11", "2025-12", "2026-01"],
      inputs: { closingCash: "540000.00", averageNetBurn: "27000.00" },
    });
    expect(metrics.runway.formula).toContain("average net burn of the last 3 month(s)");
    expect(metrics.burnMultiple.inputs).toEqual({ netBurn: "81000.00", netNewArr: "36000.00" });
    expect(metrics.burnMultiple.months).toEqual(["2025-10", "2025-11", "2025-12", "2026-01"]);
    expect(metrics.ruleOf40.inputs).toEqual({ mrrGrowthYoY: "1.2000", cashMargin: "-1.7206", revenue12: "204000.00" });
    expect(metrics.top1Concentration.inputs).toEqual({ A: "12000.00", total: "25000.00" });
    expect(metrics.top5Concentration.months).toHaveLength(12);
    expect(metrics.mrrGrowthYoY.months).toEqual(["2025-01", "2026-01"]);
  });

  it("leaves burn multiple undefined when net new ARR is not positive, and runway when cash grows", () => {
    const flat = handComputedMonths().map((m) => ({ ...m, recurringRevenue: "10000.00" }));
    expect(computeMetrics(flat).burnMultiple).toMatchObject({
      value: null,
      undefinedBecause: "net new ARR is zero or negative",
    });
    const profitable = handComputedMonths().map((m) => ({ ...m, netBurn: "-100.00" }));
    expect(computeMetrics(profitable).runway).toMatchObject({ value: null });
  });

  it("says how many months a figure needs when there are too few", () => {
    const two = handComputedMonths().slice(-2);
    const metrics = computeMetrics(two);
    expect(metrics.mrrGrowthYoY).toMatchObject({ value: null, undefinedBecause: "needs 13 months of figures" });
    expect(metrics.burnMultiple).toMatchObject({ value: null, undefinedBecause: "needs 4 months of figures" });
    expect(metrics.netBurn.value).toBe("25500.00");
  });

  it("refuses a gap, a month given twice, and mixed currencies", () => {
    const months = handComputedMonths();
    expect(() => computeMetrics(months.filter((m) => m.month !== "2025-06"))).toThrow(
      "No figures for 2025-06, between 2025-05 and 2025-07.",
    );
    expect(() => computeMetrics([...months, months[3]!])).toThrow("2025-04 is given twice.");
    expect(() => computeMetrics([...months.slice(0, 12), { ...months[12]!, currency: "GBP" }])).toThrow(FiguresRefused);
  });

  it("converts each month at its own month-end rate", () => {
    const rates = (month: string) => ({
      date: `${month}-28`,
      perEuro: { EUR: 1, GBP: month === "2026-01" ? 0.85 : 0.8 },
    });
    const inPounds = toReportingCurrency(handComputedMonths(), "GBP", rates);
    expect(inPounds[12]).toMatchObject({ currency: "GBP", recurringRevenue: "18700", closingCash: "459000" });
    expect(inPounds[0]!.recurringRevenue).toBe("8000");
    expect(computeMetrics(inPounds).mrr.value).toBe("18700.00");
  });
});
