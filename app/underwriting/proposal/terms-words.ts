import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { formatCents } from "#app/shared/money/format-money.ts";
import { facilityTermsOf, type ProposalTerms } from "./terms.ts";

/* Proposed terms as sentences, for the partner's page and the founder's offer alike. */

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

export function termsInWords(terms: ProposalTerms): string[] {
  const words = underwritingCopy.words;
  const money = (text: string) => formatCents(text, terms.currency);
  const rate =
    terms.rateBasis === "fixed"
      ? fill(words.fixedRate, { rate: terms.rate })
      : fill(words.floatingRate, {
          margin: terms.rate,
          basis: terms.rateBasis,
          reference: terms.referenceRate,
          rate: facilityTermsOf(terms).annualRatePercent,
        });
  return [
    fill(words.facility, { amount: money(terms.amount), count: terms.tranches.length }),
    ...terms.tranches.map((tranche, index) =>
      fill(words.tranche, { n: index + 1, amount: money(tranche.amount), condition: tranche.condition || "—" }),
    ),
    fill(words.term, { term: terms.termMonths, interestOnly: terms.interestOnlyMonths }),
    rate,
    fill(words.fees, {
      arrangement: terms.arrangementFeePercent,
      final: terms.finalFeePercent,
      prepayment: terms.prepaymentFeePercent,
    }),
    fill(words.warrants, { coverage: terms.warrantCoveragePercent }),
    fill(words.covenants, {
      cash: money(terms.minimumCash),
      runway: terms.minimumRunwayMonths,
      days: terms.reportingDays,
    }),
    fill(words.lastRound, {
      amount: money(terms.lastRoundAmount),
      postMoney: money(terms.lastRoundPostMoney),
      source: terms.lastRoundSource,
    }),
  ];
}

export { fill };
