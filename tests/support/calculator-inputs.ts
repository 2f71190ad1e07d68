import type { CalculatorInputs } from "#app/shared/venture-debt/calculator.ts";

/**
 * The calculator's worked example, which is also the page's default: a $12M round at a $60M valuation,
 * a $4.5M facility at 11% over 36 months (12 interest-only), a 1.5% fee, 10% warrants, a $250M exit.
 */
export const exampleInputs: CalculatorInputs = {
  roundUsd: 12_000_000,
  valuationUsd: 60_000_000,
  facilityUsd: 4_500_000,
  annualRatePercent: 11,
  termMonths: 36,
  interestOnlyMonths: 12,
  feePercent: 1.5,
  warrantCoveragePercent: 10,
  exitValuationUsd: 250_000_000,
};
