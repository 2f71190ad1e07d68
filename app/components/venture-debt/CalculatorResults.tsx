import type { ReactNode } from "react";
import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import type { CalculatorInputs, CalculatorResult } from "~/lib/venture-debt/calculator";
import { fill, formatShare } from "~/lib/venture-debt/format";
import type { CurrencyCode } from "~/content/shared/money/currencies";
import { formatCompactMoney, formatMoney } from "~/lib/money/format-money";
import styles from "./Calculator.module.css";

type ResultsCopy = VentureDebtCalculatorContent["results"];

/** The verdict in plain words, then the figures behind it. */
export function CalculatorResults({
  copy,
  inputs,
  result,
  currency,
}: {
  copy: ResultsCopy;
  inputs: CalculatorInputs;
  result: CalculatorResult;
  /** The currency of every amount. */
  currency: CurrencyCode;
}) {
  const exit = formatCompactMoney(inputs.exitValuationUsd, currency);
  const verdict = fill(copy.verdict[result.verdict], {
    exit,
    advantage: formatCompactMoney(Math.abs(result.advantageUsd), currency),
    breakEven: formatCompactMoney(result.breakEvenExitUsd, currency),
  });
  return (
    <>
      <div className={styles.verdict}>
        <p className={styles.verdictText} aria-live="polite">
          {verdict}
        </p>
      </div>
      <div className={styles.figures}>
        <Figure id="result-total-cost" label={copy.totalCost} value={formatMoney(result.cost.total, currency)}>
          <Breakdown
            rows={[
              [copy.interest, formatMoney(result.cost.interest, currency)],
              [copy.fee, formatMoney(result.cost.fee, currency)],
              [fill(copy.warrants, { exit }), formatMoney(result.cost.warrants, currency)],
            ]}
          />
        </Figure>
        <Figure id="result-ownership" label={copy.ownershipSaved} value={formatShare(result.ownershipSaved)}>
          <Breakdown
            rows={[[fill(copy.ownershipSavedValue, { exit }), formatMoney(result.ownershipSavedValueAtExit, currency)]]}
          />
        </Figure>
        <Figure
          id="result-break-even"
          label={copy.breakEven}
          value={formatCompactMoney(result.breakEvenExitUsd, currency)}
        >
          <p className={styles.figureNote}>{copy.breakEvenNote}</p>
        </Figure>
      </div>
    </>
  );
}

/** One headline figure: its label, its value, then what lies behind it. */
function Figure({ id, label, value, children }: { id: string; label: string; value: string; children: ReactNode }) {
  return (
    <section className={styles.figure} aria-labelledby={id}>
      <h3 id={id} className={styles.figureLabel}>
        {label}
      </h3>
      <p className={styles.figureValue}>{value}</p>
      {children}
    </section>
  );
}

/** The parts a figure is made of, each a term and its amount. */
function Breakdown({ rows }: { rows: [term: string, amount: string][] }) {
  return (
    <dl className={styles.breakdown}>
      {rows.map(([term, amount]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
