import Decimal from "decimal.js";
import { z } from "zod";
import { currencyCodes } from "#app/shared/money/currencies.ts";
import type { FacilityTerms } from "#app/shared/venture-debt/facility-schedule.ts";

/*
 * A partner's proposed terms (issue 29 §3), read from the proposal form. Amounts and rates stay decimal
 * text: a rate floats as a margin over EURIBOR or SONIA, and the schedule charges the margin plus the
 * reference rate the partner quotes on the day; the last round's size and post-money valuation price
 * the warrants and the equity the offer compares with, and the partner says where they come from.
 */

const MONEY = /^\d{1,12}(?:\.\d{1,2})?$/;
const money = z.string().trim().regex(MONEY, "Enter an amount in figures, e.g. 2500000 or 2500000.50.");
/** Zod runs the refinement below even when a field failed: only figures that read are added up. */
const reads = (text: string) => MONEY.test(text);
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,2}(?:\.\d{1,4})?$/, "Enter a percentage, e.g. 1.5.");
const months = (max: number) => z.coerce.number().int().min(0).max(max);

export const RATE_BASES = ["fixed", "EURIBOR", "SONIA"] as const;
export const MAX_TRANCHES = 3;

const tranche = z.object({ amount: money, condition: z.string().trim().max(500) });

export const proposalTermsSchema = z
  .object({
    currency: z.enum(currencyCodes),
    amount: money,
    tranches: z.array(tranche).min(1).max(MAX_TRANCHES),
    termMonths: months(120).min(6, "A term is at least 6 months."),
    interestOnlyMonths: months(60),
    rateBasis: z.enum(RATE_BASES),
    /** The fixed rate, or the margin over the reference rate. */
    rate: percent,
    /** The reference rate on the day, for a floating rate; "0" for a fixed one. */
    referenceRate: percent,
    arrangementFeePercent: percent,
    finalFeePercent: percent,
    prepaymentFeePercent: percent,
    warrantCoveragePercent: percent,
    minimumCash: money,
    minimumRunwayMonths: months(36),
    reportingDays: months(90).min(1, "Reporting is due within at least 1 day."),
    lastRoundAmount: money,
    lastRoundPostMoney: money,
    lastRoundSource: z.string().trim().min(1, "Say where the last round's price comes from.").max(500),
  })
  .superRefine((terms, context) => {
    if (terms.interestOnlyMonths >= terms.termMonths)
      context.addIssue({
        code: "custom",
        path: ["interestOnlyMonths"],
        message: "Interest only ends before the term.",
      });
    const figures = [terms.amount, ...terms.tranches.map((part) => part.amount)];
    if (figures.every(reads)) {
      const drawn = terms.tranches.reduce((total, part) => total.plus(part.amount), new Decimal(0));
      if (!drawn.equals(terms.amount))
        context.addIssue({ code: "custom", path: ["tranches"], message: "The tranches add up to the facility." });
    }
    if (reads(terms.amount) && new Decimal(terms.amount).isZero())
      context.addIssue({ code: "custom", path: ["amount"], message: "Enter the facility's amount." });
    if (reads(terms.lastRoundPostMoney) && new Decimal(terms.lastRoundPostMoney).isZero())
      context.addIssue({ code: "custom", path: ["lastRoundPostMoney"], message: "Enter the post-money valuation." });
  });

export type ProposalTerms = z.infer<typeof proposalTermsSchema>;

/** The terms as posted: tranche fields are numbered, tranche1Amount, tranche1Condition… (empty rows left out). */
export function termsInputOf(form: FormData): Record<string, unknown> {
  const fields = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  const tranches = [];
  for (let index = 1; index <= MAX_TRANCHES; index++) {
    const amount = fields[`tranche${index}Amount`] ?? "";
    const condition = fields[`tranche${index}Condition`] ?? "";
    if (amount.trim() !== "" || condition.trim() !== "") tranches.push({ amount, condition });
  }
  return { ...fields, tranches };
}

/** What the schedule engine needs: the all-in rate is the margin plus the reference rate when it floats. */
export function facilityTermsOf(terms: ProposalTerms): FacilityTerms {
  const allIn =
    terms.rateBasis === "fixed" ? new Decimal(terms.rate) : new Decimal(terms.rate).plus(terms.referenceRate);
  return {
    amount: terms.amount,
    termMonths: terms.termMonths,
    interestOnlyMonths: terms.interestOnlyMonths,
    annualRatePercent: allIn.toString(),
    arrangementFeePercent: terms.arrangementFeePercent,
    finalFeePercent: terms.finalFeePercent,
    prepaymentFeePercent: terms.prepaymentFeePercent,
    warrantCoveragePercent: terms.warrantCoveragePercent,
    lastRoundAmount: terms.lastRoundAmount,
    lastRoundPostMoney: terms.lastRoundPostMoney,
  };
}
