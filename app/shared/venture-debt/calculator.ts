/*
 * The venture-debt calculator's maths, pure and in US dollars. Amounts stay
 * unrounded here; the page rounds for display. Both the server (JS off) and the
 * browser (as the founder types) call calculate(), so they cannot disagree.
 */

export interface CalculatorInputs {
  /** Size of the last equity round. */
  roundUsd: number;
  /** Post-money valuation of the last round: the price for equity raised today and the warrants' strike. */
  valuationUsd: number;
  facilityUsd: number;
  annualRatePercent: number;
  termMonths: number;
  /** Months of interest-only payments before amortisation starts; fewer than termMonths. */
  interestOnlyMonths: number;
  /** Arrangement fee, % of the facility, paid at drawdown. */
  feePercent: number;
  /** Warrant coverage, % of the facility, exercisable at the last round's price. */
  warrantCoveragePercent: number;
  exitValuationUsd: number;
}

export interface ScheduleRow {
  month: number;
  phase: "interest-only" | "amortising";
  payment: number;
  interest: number;
  principal: number;
  /** Outstanding after this month's payment. */
  balance: number;
}

/**
 * Level payment that repays `principal` over `months` at `monthlyRate`: the
 * annuity formula, identical to a spreadsheet's -PMT(rate, nper, pv).
 */
export function annuityPayment(principal: number, monthlyRate: number, months: number): number {
  if (months <= 0) throw new RangeError("months must be positive");
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Month by month: interest only first, then level annuity payments down to zero. */
export function repaymentSchedule(inputs: CalculatorInputs): ScheduleRow[] {
  const { facilityUsd, termMonths, interestOnlyMonths } = inputs;
  const monthlyRate = inputs.annualRatePercent / 100 / 12;
  const amortisingMonths = termMonths - interestOnlyMonths;
  const level = annuityPayment(facilityUsd, monthlyRate, amortisingMonths);
  const rows: ScheduleRow[] = [];
  let balance = facilityUsd;
  for (let month = 1; month <= termMonths; month++) {
    const interest = balance * monthlyRate;
    if (month <= interestOnlyMonths) {
      rows.push({ month, phase: "interest-only", payment: interest, interest, principal: 0, balance });
      continue;
    }
    // The last payment clears whatever floating-point rounding left behind.
    const principal = month === termMonths ? balance : level - interest;
    balance -= principal;
    rows.push({ month, phase: "amortising", payment: interest + principal, interest, principal, balance });
  }
  return rows;
}

/** Share of the company issued for `amountUsd` of new equity priced at `valuationUsd` pre-money. */
export function stakeFor(amountUsd: number, valuationUsd: number): number {
  return amountUsd === 0 ? 0 : amountUsd / (valuationUsd + amountUsd);
}

/** What the warrants are worth at an exit: their stake's value less the strike the lender pays. */
export function warrantValueAt(exitUsd: number, inputs: CalculatorInputs): number {
  const coverageUsd = (inputs.facilityUsd * inputs.warrantCoveragePercent) / 100;
  return Math.max(0, stakeFor(coverageUsd, inputs.valuationUsd) * exitUsd - coverageUsd);
}

/** Interest and fee: what the facility costs whatever the exit. */
function cashCost(inputs: CalculatorInputs, schedule: ScheduleRow[]) {
  const interest = schedule.reduce((sum, row) => sum + row.interest, 0);
  const fee = (inputs.facilityUsd * inputs.feePercent) / 100;
  return { interest, fee };
}

/** Total cost of the facility at an exit: interest, fee and the warrants' value. */
export function debtCostAt(exitUsd: number, inputs: CalculatorInputs, cashCostUsd: number): number {
  return cashCostUsd + warrantValueAt(exitUsd, inputs);
}

/** Value at an exit of the stake not sold by borrowing instead of raising the facility as equity today. */
export function dilutionValueAt(exitUsd: number, inputs: CalculatorInputs): number {
  return stakeFor(inputs.facilityUsd, inputs.valuationUsd) * exitUsd;
}

/**
 * The exit valuation at which the facility's total cost equals the value of the
 * dilution it avoids; above it, debt is the cheaper capital. Both sides are
 * straight lines (the cost bends once, where the warrants come into the money),
 * and the dilution line is the steeper, so there is exactly one crossing.
 */
export function breakEvenExit(inputs: CalculatorInputs, cashCostUsd: number): number {
  const equityStake = stakeFor(inputs.facilityUsd, inputs.valuationUsd);
  if (cashCostUsd === 0) return 0;
  const beforeWarrants = cashCostUsd / equityStake;
  if (warrantValueAt(beforeWarrants, inputs) === 0) return beforeWarrants;
  const coverageUsd = (inputs.facilityUsd * inputs.warrantCoveragePercent) / 100;
  const warrantStake = stakeFor(coverageUsd, inputs.valuationUsd);
  return (cashCostUsd - coverageUsd) / (equityStake - warrantStake);
}

export type Verdict = "debt-cheaper" | "equity-cheaper" | "even";

export interface CalculatorResult {
  schedule: ScheduleRow[];
  interestOnlyPayment: number;
  amortisingPayment: number;
  totalRepaid: number;
  cost: { interest: number; fee: number; warrants: number; total: number };
  /** Share of the company the same amount raised as equity today would have sold. */
  ownershipSaved: number;
  ownershipSavedValueAtExit: number;
  breakEvenExitUsd: number;
  verdict: Verdict;
  /** Dilution value avoided minus total cost of debt, at the expected exit (negative: equity was cheaper). */
  advantageUsd: number;
}

/** Differences below a dollar are a tie. */
const TIE_USD = 1;

export function calculate(inputs: CalculatorInputs): CalculatorResult {
  const schedule = repaymentSchedule(inputs);
  const { interest, fee } = cashCost(inputs, schedule);
  const exit = inputs.exitValuationUsd;
  const warrants = warrantValueAt(exit, inputs);
  const total = interest + fee + warrants;
  const ownershipSavedValueAtExit = dilutionValueAt(exit, inputs);
  const advantageUsd = ownershipSavedValueAtExit - total;
  const firstAmortising = schedule.find((row) => row.phase === "amortising");
  return {
    schedule,
    interestOnlyPayment: schedule[0]?.phase === "interest-only" ? schedule[0].payment : 0,
    amortisingPayment: firstAmortising?.payment ?? 0,
    totalRepaid: inputs.facilityUsd + interest,
    cost: { interest, fee, warrants, total },
    ownershipSaved: stakeFor(inputs.facilityUsd, inputs.valuationUsd),
    ownershipSavedValueAtExit,
    breakEvenExitUsd: breakEvenExit(inputs, interest + fee),
    verdict: Math.abs(advantageUsd) < TIE_USD ? "even" : advantageUsd > 0 ? "debt-cheaper" : "equity-cheaper",
    advantageUsd,
  };
}
