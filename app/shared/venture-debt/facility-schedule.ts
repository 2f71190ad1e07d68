import Decimal from "decimal.js";

/*
 * A proposed facility's schedule and cost in decimal, to the cent (issue 29 §3–4). The partner's
 * proposal, the committee's papers and the founder's offer all call facilitySchedule() and
 * facilityCost(), so every reader sees the same rows. The shape is the calculator's (calculator.ts):
 * interest only, then level annuity payments; here each month's interest is rounded to the cent, as
 * a lender bills it, and the last payment clears what rounding left.
 */

const D = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });
type Value = Decimal.Value;

export interface FacilityTerms {
  /** The facility, in its currency's units ("1200000.00"). */
  amount: string;
  termMonths: number;
  /** Fewer than termMonths. */
  interestOnlyMonths: number;
  /** The all-in annual rate the schedule charges: the fixed rate, or the margin plus the reference rate. */
  annualRatePercent: string;
  /** % of the facility, at drawdown. */
  arrangementFeePercent: string;
  /** % of the facility, with the last payment. */
  finalFeePercent: string;
  /** % of the balance repaid early. */
  prepaymentFeePercent: string;
  /** % of the facility, exercisable at the last round's price. */
  warrantCoveragePercent: string;
  /** The last equity round: its size and post-money valuation (the price of equity raised today). */
  lastRoundAmount: string;
  lastRoundPostMoney: string;
}

export interface FacilityRow {
  month: number;
  phase: "interest-only" | "amortising";
  payment: string;
  interest: string;
  principal: string;
  /** Outstanding after this month's payment. */
  balance: string;
}

const toCents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const percentOf = (amount: Value, percent: Value) => toCents(new D(amount).times(percent).dividedBy(100));

/** The level payment that repays `principal` over `months` at `monthlyRate`, to the cent. */
export function levelPayment(principal: Value, monthlyRate: Value, months: number): Decimal {
  if (months <= 0) throw new RangeError("months must be positive");
  const rate = new D(monthlyRate);
  if (rate.isZero()) return toCents(new D(principal).dividedBy(months));
  return toCents(new D(principal).times(rate).dividedBy(new D(1).minus(rate.plus(1).pow(-months))));
}

/** Month by month, in cents: interest only first, then level payments down to zero. */
export function facilitySchedule(terms: FacilityTerms): FacilityRow[] {
  const monthlyRate = new D(terms.annualRatePercent).dividedBy(1200);
  let balance = new D(terms.amount);
  const level = levelPayment(balance, monthlyRate, terms.termMonths - terms.interestOnlyMonths);
  const rows: FacilityRow[] = [];
  for (let month = 1; month <= terms.termMonths; month++) {
    const interest = toCents(balance.times(monthlyRate));
    const interestOnly = month <= terms.interestOnlyMonths;
    const principal = interestOnly ? new D(0) : month === terms.termMonths ? balance : level.minus(interest);
    balance = balance.minus(principal);
    rows.push({
      month,
      phase: interestOnly ? "interest-only" : "amortising",
      payment: interest.plus(principal).toFixed(2),
      interest: interest.toFixed(2),
      principal: principal.toFixed(2),
      balance: balance.toFixed(2),
    });
  }
  return rows;
}

export interface ExitCase {
  /** The exit valuation: 1×, 3× and 10× the last round's post-money. */
  exitValue: string;
  /** The warrants' stake's value at that exit, less the strike the lender pays. */
  warrantValue: string;
  /** Interest, fees and the warrants. */
  debtCost: string;
  /** What the same amount raised as equity at the last round's price would be worth then. */
  equityCost: string;
}

export interface FacilityCost {
  interest: string;
  arrangementFee: string;
  finalFee: string;
  /** Interest and both fees: the facility's cost in cash, whatever the exit. */
  cashCost: string;
  /** Principal, interest and the final fee: everything paid back. */
  totalRepaid: string;
  /** Repaying everything after half the term's payments. */
  earlyRepayment: { afterMonth: number; balance: string; prepaymentFee: string; cashCost: string };
  /** Share of the company the warrants and, instead, an equity raise of the same amount would take, in %. */
  warrantStakePercent: string;
  equityStakePercent: string;
  exits: ExitCase[];
}

export const EXIT_MULTIPLES = [1, 3, 10] as const;

/** Share of the company issued for `amount` of new equity at `postMoney` (the calculator's stakeFor). */
const stakeFor = (amount: Decimal, postMoney: Value) =>
  amount.isZero() ? new D(0) : amount.dividedBy(amount.plus(postMoney));

export function facilityCost(terms: FacilityTerms, rows = facilitySchedule(terms)): FacilityCost {
  const amount = new D(terms.amount);
  const interest = rows.reduce((total, row) => total.plus(row.interest), new D(0));
  const arrangementFee = percentOf(amount, terms.arrangementFeePercent);
  const finalFee = percentOf(amount, terms.finalFeePercent);
  const cashCost = interest.plus(arrangementFee).plus(finalFee);
  const afterMonth = Math.floor(terms.termMonths / 2);
  const paidRows = rows.slice(0, afterMonth);
  const early = paidRows.at(-1)?.balance ?? amount.toFixed(2);
  const prepaymentFee = percentOf(early, terms.prepaymentFeePercent);
  const earlyInterest = paidRows.reduce((total, row) => total.plus(row.interest), new D(0));
  const coverage = percentOf(amount, terms.warrantCoveragePercent);
  const warrantStake = stakeFor(coverage, terms.lastRoundPostMoney);
  const equityStake = stakeFor(amount, terms.lastRoundPostMoney);
  const exits = EXIT_MULTIPLES.map((multiple) => {
    const exitValue = new D(terms.lastRoundPostMoney).times(multiple);
    const warrantValue = toCents(D.max(0, warrantStake.times(exitValue).minus(coverage)));
    return {
      exitValue: exitValue.toFixed(2),
      warrantValue: warrantValue.toFixed(2),
      debtCost: cashCost.plus(warrantValue).toFixed(2),
      equityCost: toCents(equityStake.times(exitValue)).toFixed(2),
    };
  });
  return {
    interest: interest.toFixed(2),
    arrangementFee: arrangementFee.toFixed(2),
    finalFee: finalFee.toFixed(2),
    cashCost: cashCost.toFixed(2),
    totalRepaid: amount.plus(interest).plus(finalFee).toFixed(2),
    earlyRepayment: {
      afterMonth,
      balance: early,
      prepaymentFee: prepaymentFee.toFixed(2),
      cashCost: earlyInterest.plus(arrangementFee).plus(finalFee).plus(prepaymentFee).toFixed(2),
    },
    warrantStakePercent: warrantStake.times(100).toDecimalPlaces(4).toFixed(4),
    equityStakePercent: equityStake.times(100).toDecimalPlaces(4).toFixed(4),
    exits,
  };
}

/** The calculator (which reads these query parameters) opened with a facility's figures, exit at 3×. */
export function calculatorHref(terms: FacilityTerms, currency: string): string {
  const params = new URLSearchParams({
    currency,
    round: terms.lastRoundAmount,
    valuation: terms.lastRoundPostMoney,
    facility: terms.amount,
    rate: terms.annualRatePercent,
    term: String(terms.termMonths),
    interestOnly: String(terms.interestOnlyMonths),
    fee: terms.arrangementFeePercent,
    warrants: terms.warrantCoveragePercent,
    exit: new D(terms.lastRoundPostMoney).times(3).toFixed(0),
  });
  return `/venture-debt-calculator?${params}`;
}
