import { describe, expect, it } from "vitest";
import { columnMoney } from "./board-money.ts";

describe("columnMoney", () => {
  it("adds the converted asks exactly and weights them by stage", () => {
    const cards = [
      { amountNormalized: 0.1, reportingCurrency: "EUR" },
      { amountNormalized: 0.2, reportingCurrency: "EUR" },
      { amountNormalized: 2_500_000.35, reportingCurrency: "EUR" },
    ];
    // 0.1 + 0.2 is 0.30000000000000004 in floats; half of 2,500,000.65 is 1,250,000.325, rounded up.
    expect(columnMoney("due_diligence", cards, "EUR")).toEqual({
      total: "2500000.65",
      weighted: "1250000.33",
      weightPercent: "50",
      unconverted: 0,
    });
  });

  it("leaves out, and counts, asks in another reporting currency; an ask not given counts nowhere", () => {
    const cards = [
      { amountNormalized: 1_000_000, reportingCurrency: "EUR" },
      { amountNormalized: 900_000, reportingCurrency: "GBP" },
      { amountNormalized: null, reportingCurrency: null },
    ];
    expect(columnMoney("new", cards, "EUR")).toEqual({
      total: "1000000.00",
      weighted: "100000.00",
      weightPercent: "10",
      unconverted: 1,
    });
    expect(columnMoney("declined", cards, "EUR").weighted).toBe("0.00");
  });
});
