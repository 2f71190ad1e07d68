import { describe, expect, it } from "vitest";
import {
  annuityPayment,
  breakEvenExit,
  calculate,
  debtCostAt,
  dilutionValueAt,
  repaymentSchedule,
  warrantValueAt,
} from "./calculator.ts";
import { exampleInputs as base } from "#tests/calculator-inputs.ts";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("annuityPayment", () => {
  // Spreadsheet values: =PMT(6%/12, 360, -200000) is 1,199.10 (the textbook 30-year mortgage) and
  // =PMT(10%/12, 36, -100000) is 3,226.72. The third is the closed form P*r/(1-(1+r)^-n) for
  // P=4,500,000, r=11%/12, n=24, worked in 40-digit decimal arithmetic: 209,735.27188436...
  it.each([
    [200_000, 0.06, 360, 1199.1],
    [100_000, 0.1, 36, 3226.72],
    [4_500_000, 0.11, 24, 209_735.27],
  ])("PMT(%d at %d for %d months) = %d", (principal, annualRate, months, expected) => {
    expect(annuityPayment(principal, annualRate / 12, months)).toBeCloseTo(expected, 2);
  });

  it("divides the principal evenly when there is no interest", () => {
    expect(annuityPayment(3_000_000, 0, 24)).toBe(125_000);
  });

  it("refuses a schedule with no months", () => {
    expect(() => annuityPayment(1, 0.01, 0)).toThrow(RangeError);
  });
});

describe("repaymentSchedule", () => {
  it("charges interest only, then level payments down to a zero balance", () => {
    const rows = repaymentSchedule(base);
    expect(rows).toHaveLength(36);
    for (const row of rows.slice(0, 12)) {
      expect(row).toMatchObject({ phase: "interest-only", principal: 0, balance: 4_500_000 });
      expect(row.payment).toBeCloseTo(41_250, 6); // 4.5M x 11% / 12
    }
    for (const row of rows.slice(12)) {
      expect(row.phase).toBe("amortising");
      expect(row.payment).toBeCloseTo(209_735.27, 2);
    }
    expect(rows.at(-1)?.balance).toBe(0);
    expect(sum(rows.map((row) => row.principal))).toBeCloseTo(4_500_000, 6);
    // 12 x 41,250 + (24 x 209,735.2718843628 - 4,500,000), worked in decimal: 1,028,646.5252247...
    expect(sum(rows.map((row) => row.interest))).toBeCloseTo(1_028_646.53, 2);
  });

  it("amortises from the first month without an interest-only period", () => {
    const rows = repaymentSchedule({ ...base, facilityUsd: 100_000, annualRatePercent: 10, interestOnlyMonths: 0 });
    expect(rows[0]?.interest).toBeCloseTo(833.33, 2);
    expect(rows[0]?.payment).toBeCloseTo(3226.72, 2);
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it("repays equal instalments and no interest at a zero rate", () => {
    const rows = repaymentSchedule({ ...base, annualRatePercent: 0 });
    expect(rows.slice(0, 12).every((row) => row.payment === 0)).toBe(true);
    expect(rows.slice(12).every((row) => Math.abs(row.payment - 187_500) < 1e-6)).toBe(true);
    expect(sum(rows.map((row) => row.interest))).toBe(0);
  });
});

describe("warrants", () => {
  it("are worth their stake at the exit less the strike paid", () => {
    // 450,000 of coverage at a 60M post-money buys 450,000 / 60,450,000 of the company.
    expect(warrantValueAt(250_000_000, base)).toBeCloseTo(1_411_042.18, 2);
  });

  it("are worth nothing at or below the price they were struck at", () => {
    expect(warrantValueAt(60_000_000, base)).toBe(0);
    expect(warrantValueAt(1_000_000, base)).toBe(0);
  });

  it("cost nothing at any exit when there are none", () => {
    const noWarrants = { ...base, warrantCoveragePercent: 0 };
    expect(warrantValueAt(10_000_000_000, noWarrants)).toBe(0);
    expect(calculate(noWarrants).cost.warrants).toBe(0);
  });
});

describe("calculate", () => {
  it("adds interest, fee and warrants into the total cost", () => {
    const result = calculate(base);
    expect(result.cost.interest).toBeCloseTo(1_028_646.53, 2);
    expect(result.cost.fee).toBeCloseTo(67_500, 6);
    expect(result.cost.warrants).toBeCloseTo(1_411_042.18, 2);
    expect(result.cost.total).toBeCloseTo(1_028_646.53 + 67_500 + 1_411_042.18, 1);
    expect(result.interestOnlyPayment).toBeCloseTo(41_250, 6);
    expect(result.amortisingPayment).toBeCloseTo(209_735.27, 2);
    expect(result.totalRepaid).toBeCloseTo(4_500_000 + 1_028_646.53, 2);
  });

  it("values the ownership kept at the exit: the stake 4.5M of equity at 60M would have sold", () => {
    const result = calculate(base);
    expect(result.ownershipSaved).toBeCloseTo(4.5 / 64.5, 12);
    expect(result.ownershipSavedValueAtExit).toBeCloseTo(17_441_860.47, 2);
    expect(result.verdict).toBe("debt-cheaper");
    expect(result.advantageUsd).toBeCloseTo(17_441_860.47 - result.cost.total, 2);
  });

  it("finds the exit where both sides are equal, before the warrants are in the money", () => {
    const { breakEvenExitUsd, cost } = calculate(base);
    const cash = cost.interest + cost.fee;
    expect(breakEvenExitUsd).toBeCloseTo(cash / (4.5 / 64.5), 4);
    expect(dilutionValueAt(breakEvenExitUsd, base)).toBeCloseTo(debtCostAt(breakEvenExitUsd, base, cash), 4);
  });

  it("finds the crossing after the warrants' kink when the cash cost exceeds the facility", () => {
    const costly = {
      ...base,
      annualRatePercent: 40,
      termMonths: 120,
      interestOnlyMonths: 60,
      warrantCoveragePercent: 50,
    };
    const { breakEvenExitUsd, cost } = calculate(costly);
    const cash = cost.interest + cost.fee;
    expect(warrantValueAt(breakEvenExitUsd, costly)).toBeGreaterThan(0);
    expect(dilutionValueAt(breakEvenExitUsd, costly)).toBeCloseTo(debtCostAt(breakEvenExitUsd, costly, cash), 2);
    // Below the crossing equity is cheaper, above it debt is.
    expect(calculate({ ...costly, exitValuationUsd: breakEvenExitUsd * 0.9 }).verdict).toBe("equity-cheaper");
    expect(calculate({ ...costly, exitValuationUsd: breakEvenExitUsd * 1.1 }).verdict).toBe("debt-cheaper");
  });

  it("has a break-even of zero when the facility costs nothing", () => {
    const free = { ...base, annualRatePercent: 0, feePercent: 0, warrantCoveragePercent: 0 };
    const result = calculate(free);
    expect(result.cost.total).toBe(0);
    expect(result.breakEvenExitUsd).toBe(0);
    expect(breakEvenExit(free, 0)).toBe(0);
    expect(result.verdict).toBe("debt-cheaper");
  });

  it("says equity is cheaper when the exit is below the break-even", () => {
    const result = calculate({ ...base, exitValuationUsd: 10_000_000 });
    expect(result.verdict).toBe("equity-cheaper");
    expect(result.advantageUsd).toBeLessThan(0);
  });
});
