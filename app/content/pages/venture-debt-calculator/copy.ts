import type { VentureDebtCalculatorContent } from "./schema.ts";
import { facts } from "#app/content/shared/facts/data.ts";

export type { VentureDebtCalculatorContent } from "./schema.ts";

/** /venture-debt-calculator. Numbers of the firm's rule are filled in from funding.rules, never written here. */
export const ventureDebtCalculatorCopy: VentureDebtCalculatorContent = {
  meta: {
    title: "Venture Debt Calculator: Cost Against Dilution",
    description:
      "Size a venture-debt facility, see its repayments and total cost, and compare it with raising the same amount as equity at your last valuation.",
  },
  hero: {
    eyebrow: "Founder tools",
    title: "Venture debt calculator",
    intro:
      "Size a facility on your last round, see every monthly payment, and compare what the debt costs with what the same amount of equity would give away.",
  },
  form: {
    heading: "Your figures",
    groups: { round: "Your last equity round", facility: "The facility", exit: "Your exit" },
    currency: { label: "Currency", hint: "Every amount below is in this currency." },
    fields: {
      round: {
        label: "Last round size",
        unit: "in the currency chosen above",
        hint: "The equity you raised in your last round.",
      },
      valuation: {
        label: "Post-money valuation",
        unit: "in the currency chosen above",
        hint: "Of that round; new equity is priced here.",
      },
      facility: {
        label: "Facility amount",
        unit: "in the currency chosen above",
        hint: "Leave blank to use the middle of our rule for your round.",
      },
      rate: { label: "Annual interest rate", unit: "in percent", hint: "Fixed, charged monthly on the balance." },
      term: { label: "Term", unit: "in months", hint: "From drawdown to the last repayment." },
      interestOnly: { label: "Interest-only period", unit: "in months", hint: "Before repayments of principal start." },
      fee: { label: "Arrangement fee", unit: "in percent", hint: "Of the facility, paid once at drawdown." },
      warrants: {
        label: "Warrant coverage",
        unit: "in percent",
        hint: "Of the facility, as warrants priced at your last round.",
      },
      exit: {
        label: "Expected exit valuation",
        unit: "in the currency chosen above",
        hint: "What you expect the company to sell or list for.",
      },
    },
    rule: "Our facilities are usually {minShare} to {maxShare} of the last equity round, from {minAmount} to {maxAmount}.",
    ruleForRound: "For a {round} round, that is {low} to {high}.",
    ruleForRoundSingle: "For a {round} round, that is {amount}.",
    ruleRoundTooSmall:
      "A {round} round is below our usual range today: our rule starts from a last round of about {minimumRound}.",
    facilityOutsideRule:
      "This amount is outside our usual range for your round; the figures still show what it would cost.",
    unitSymbols: { percent: "%", months: "mo" },
    submit: "Calculate",
    liveNote: "The page address keeps your figures, so you can send the scenario to a co-founder.",
  },
  errors: {
    summary: "Some figures need a second look before we can calculate.",
    required: "Enter the {label}.",
    notAnAmount: "Enter the {label} as an amount, such as 4,500,000, 4.500.000 or 4,5m.",
    notARate: "Enter the {label} as a percentage, such as 12 or 12.5%.",
    notANumber: "Enter the {label} as a number of months, such as 36.",
    otherCurrency:
      "This figure is in {typed}, but the calculator is set to {currency}. Choose {typed} under Currency, or leave the symbol out.",
    notWholeMonths: "Enter the {label} in whole months.",
    tooSmall: "The {label} must be at least {limit}.",
    tooLarge: "The {label} must be at most {limit}.",
    valuationNotAboveRound: "The post-money valuation must be larger than the round it includes.",
    interestOnlyNotBelowTerm: "The interest-only period must be shorter than the term.",
    resultsHidden: "Results appear once every figure is valid.",
    applyHidden: "The link to apply with your figures comes back once every figure is valid.",
  },
  results: {
    heading: "What it costs, and what it saves",
    totalCost: "Total cost of the facility",
    interest: "Interest over the term",
    fee: "Arrangement fee",
    warrants: "Warrants, valued at a {exit} exit",
    ownershipSaved: "Ownership kept",
    ownershipSavedValue: "Worth at a {exit} exit",
    breakEven: "Break-even exit valuation",
    breakEvenNote: "Above this exit, the facility costs less than the equity it replaces.",
    verdict: {
      "debt-cheaper":
        "At a {exit} exit, the facility is the cheaper capital: it costs {advantage} less than the stake the same equity would have sold. Debt stays cheaper at any exit above {breakEven}.",
      "equity-cheaper":
        "At a {exit} exit, equity would be the cheaper capital, by {advantage}. The facility only costs less than the equity it replaces at exits above {breakEven}.",
      even: "At a {exit} exit, the facility and the equity it replaces cost about the same.",
    },
  },
  schedule: {
    heading: "Monthly repayments",
    interestOnlyPayment: "Months 1 to {months}: interest only",
    amortisingPayment: "Then {months} level monthly payments",
    totalRepaid: "Total repaid, principal and interest",
    tableSummary: "Show all {months} monthly payments",
    columns: {
      month: "Month",
      phase: "Phase",
      payment: "Payment",
      interest: "Interest",
      principal: "Principal",
      balance: "Balance after",
    },
    phases: { "interest-only": "Interest only", amortising: "Amortising" },
  },
  chart: {
    heading: "Cost of debt against dilution avoided",
    intro: "How both sides change with the price your company eventually sells for.",
    description:
      "The value of the stake you keep rises with the exit; the cost of the facility is flat until the warrants are worth something. The lines cross at {breakEven}.",
    xAxis: "Exit valuation",
    debtLine: "Total cost of the facility",
    dilutionLine: "Value of the dilution avoided",
    breakEvenMarker: "Break-even",
    exitMarker: "Your exit",
    tableSummary: "The chart's figures as a table",
  },
  apply: {
    heading: "Ready when your figures are",
    body: `Start an application with your last round already filled in; a partner replies ${facts.replyTime}.`,
    link: "Apply with these figures",
  },
  disclaimer: {
    heading: "Illustrative only",
    body: "These figures are illustrations from the numbers you enter, not an offer, a quote or advice. Actual terms depend on due diligence and credit approval, and warrants and exits are simplified: further rounds, taxes and preferences are left out.",
    link: { label: "Read our Disclosures", to: "/disclosures" },
  },
};
