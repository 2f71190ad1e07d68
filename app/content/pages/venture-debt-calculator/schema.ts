import { z } from "zod";
import { heroSchema, linkSchema, pageMetaSchema, templateSchema } from "#app/content/shared/blocks/schema.ts";

const text = z.string().min(2);

const fieldCopySchema = z.object({ label: text, unit: z.string().min(1), hint: z.string().min(5) });

/** Copy of /venture-debt-calculator, with the error templates its zod query schema and browser parse share. */
export const ventureDebtCalculatorSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  form: z.object({
    heading: text,
    groups: z.object({ round: text, facility: text, exit: text }),
    currency: z.object({ label: text, hint: text }),
    fields: z.object({
      round: fieldCopySchema,
      valuation: fieldCopySchema,
      facility: fieldCopySchema,
      rate: fieldCopySchema,
      term: fieldCopySchema,
      interestOnly: fieldCopySchema,
      fee: fieldCopySchema,
      warrants: fieldCopySchema,
      exit: fieldCopySchema,
    }),
    rule: templateSchema("minShare", "maxShare", "minAmount", "maxAmount"),
    ruleForRound: templateSchema("round", "low", "high"),
    /** When the rule's range closes to one amount (a large round meets the maximum). */
    ruleForRoundSingle: templateSchema("round", "amount"),
    ruleRoundTooSmall: templateSchema("round", "minimumRound"),
    facilityOutsideRule: text,
    /** Shown inside each field; the label carries the unit in words for screen readers. */
    unitSymbols: z.object({ percent: z.string().min(1), months: z.string().min(1) }),
    submit: text,
    liveNote: text,
  }),
  errors: z.object({
    summary: text,
    required: templateSchema("label"),
    notAnAmount: templateSchema("label"),
    notARate: templateSchema("label"),
    notANumber: templateSchema("label"),
    otherCurrency: templateSchema("typed", "currency"),
    notWholeMonths: templateSchema("label"),
    tooSmall: templateSchema("label", "limit"),
    tooLarge: templateSchema("label", "limit"),
    valuationNotAboveRound: text,
    interestOnlyNotBelowTerm: text,
    resultsHidden: text,
    applyHidden: text,
  }),
  results: z.object({
    heading: text,
    totalCost: text,
    interest: text,
    fee: text,
    warrants: templateSchema("exit"),
    ownershipSaved: text,
    ownershipSavedValue: templateSchema("exit"),
    breakEven: text,
    breakEvenNote: text,
    verdict: z.object({
      "debt-cheaper": templateSchema("exit", "advantage", "breakEven"),
      "equity-cheaper": templateSchema("exit", "advantage", "breakEven"),
      even: templateSchema("exit"),
    }),
  }),
  schedule: z.object({
    heading: text,
    interestOnlyPayment: templateSchema("months"),
    amortisingPayment: templateSchema("months"),
    totalRepaid: text,
    tableSummary: templateSchema("months"),
    columns: z.object({ month: text, phase: text, payment: text, interest: text, principal: text, balance: text }),
    phases: z.object({ "interest-only": text, amortising: text }),
  }),
  chart: z.object({
    heading: text,
    intro: text,
    description: templateSchema("breakEven"),
    xAxis: text,
    debtLine: text,
    dilutionLine: text,
    breakEvenMarker: text,
    exitMarker: text,
    tableSummary: text,
  }),
  apply: z.object({ heading: text, body: text, link: text }),
  disclaimer: z.object({ heading: text, body: z.string().min(40), link: linkSchema }),
});
export type VentureDebtCalculatorContent = z.infer<typeof ventureDebtCalculatorSchema>;
