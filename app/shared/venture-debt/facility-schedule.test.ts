import { describe, expect, it } from "vitest";
import { repaymentSchedule } from "./calculator.ts";
import {
  type FacilityTerms,
  calculatorHref,
  facilityCost,
  facilitySchedule,
  levelPayment,
} from "./facility-schedule.ts";

/*
 * The fixture, worked by hand: €1,200,000 at 12 % a year (1 % a month) for 6 months, the first 2 interest
 * only. Level payment over 4 months: 1,200,000 × 0.01 ÷ (1 − 1.01⁻⁴) = 307,537.3126939… → 307,537.31.
 * Month 3: interest 12,000.00, principal 295,537.31, balance 904,462.69. Month 4: interest
 * 904,462.69 × 1 % = 9,044.6269 → 9,044.63, principal 298,492.68, balance 605,970.01. Month 5: interest
 * 6,059.70, principal 301,477.61, balance 304,492.40. Month 6: interest 3,044.92 and the whole balance:
 * 307,537.32. Interest in all: 2 × 12,000 + 12,000 + 9,044.63 + 6,059.70 + 3,044.92 = 54,149.25.
 */
const fixture: FacilityTerms = {
  amount: "1200000.00",
  termMonths: 6,
  interestOnlyMonths: 2,
  annualRatePercent: "12",
  arrangementFeePercent: "1.5",
  finalFeePercent: "2",
  prepaymentFeePercent: "3",
  warrantCoveragePercent: "10",
  lastRoundAmount: "10000000",
  lastRoundPostMoney: "40000000",
};

describe("facilitySchedule", () => {
  it("matches the hand-worked schedule to the cent", () => {
    expect(
      facilitySchedule(fixture).map((row) => [row.phase, row.payment, row.interest, row.principal, row.balance]),
    ).toEqual([
      ["interest-only", "12000.00", "12000.00", "0.00", "1200000.00"],
      ["interest-only", "12000.00", "12000.00", "0.00", "1200000.00"],
      ["amortising", "307537.31", "12000.00", "295537.31", "904462.69"],
      ["amortising", "307537.31", "9044.63", "298492.68", "605970.01"],
      ["amortising", "307537.31", "6059.70", "301477.61", "304492.40"],
      ["amortising", "307537.32", "3044.92", "304492.40", "0.00"],
    ]);
  });

  it("divides the principal evenly when there is no interest", () => {
    expect(levelPayment("3000000", 0, 24).toFixed(2)).toBe("125000.00");
    expect(() => levelPayment("1", "0.01", 0)).toThrow(RangeError);
  });

  it("agrees with the calculator's schedule to within a cent a payment", () => {
    const terms = { ...fixture, amount: "4500000", termMonths: 36, interestOnlyMonths: 12, annualRatePercent: "11" };
    const calculator = repaymentSchedule({
      roundUsd: 10_000_000,
      valuationUsd: 40_000_000,
      facilityUsd: 4_500_000,
      annualRatePercent: 11,
      termMonths: 36,
      interestOnlyMonths: 12,
      feePercent: 1.5,
      warrantCoveragePercent: 10,
      exitValuationUsd: 120_000_000,
    });
    const rows = facilitySchedule(terms);
    expect(rows).toHaveLength(calculator.length);
    rows.forEach((row, index) => {
      expect(Math.abs(Number(row.payment) - calculator[index]!.payment)).toBeLessThanOrEqual(0.01 * (index + 1));
    });
    expect(rows.at(-1)?.balance).toBe("0.00");
  });
});

describe("facilityCost", () => {
  it("adds the fees, the cost of repaying early and the warrants at three exits, to the cent", () => {
    expect(facilityCost(fixture)).toEqual({
      interest: "54149.25",
      // 1.5 % and 2 % of 1,200,000.
      arrangementFee: "18000.00",
      finalFee: "24000.00",
      cashCost: "96149.25",
      totalRepaid: "1278149.25",
      // After 3 payments: 36,000.00 of interest, both fees, and 3 % of the 904,462.69 left = 27,133.88.
      earlyRepayment: { afterMonth: 3, balance: "904462.69", prepaymentFee: "27133.88", cashCost: "105133.88" },
      // 120,000 of warrants ÷ (40,000,000 + 120,000); 1,200,000 ÷ (40,000,000 + 1,200,000).
      warrantStakePercent: "0.2991",
      equityStakePercent: "2.9126",
      exits: [
        // At 40M the warrants' 0.2991 % is worth 119,641.08, less than their 120,000 strike.
        { exitValue: "40000000.00", warrantValue: "0.00", debtCost: "96149.25", equityCost: "1165048.54" },
        { exitValue: "120000000.00", warrantValue: "238923.23", debtCost: "335072.48", equityCost: "3495145.63" },
        { exitValue: "400000000.00", warrantValue: "1076410.77", debtCost: "1172560.02", equityCost: "11650485.44" },
      ],
    });
  });

  it("opens the calculator with the facility's figures", () => {
    const query = new URL(calculatorHref(fixture, "EUR"), "http://x").searchParams;
    expect(Object.fromEntries(query)).toEqual({
      currency: "EUR",
      round: "10000000",
      valuation: "40000000",
      facility: "1200000.00",
      rate: "12",
      term: "6",
      interestOnly: "2",
      fee: "1.5",
      warrants: "10",
      exit: "120000000",
    });
  });
});
