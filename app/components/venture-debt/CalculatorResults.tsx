import type { ReactNode } from "react";
import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import type { CalculatorInputs, CalculatorResult } from "~/lib/venture-debt/calculator";
import { fill, formatCompactUsd, formatShare, formatUsd } from "~/lib/venture-debt/format";
import styles from "./Calculator.module.css";

type ResultsCopy = VentureDebtCalculatorContent["results"];

/** The verdict in plain words, then the figures behind it. */
export function CalculatorResults({
  copy,
  inputs,
  result,
}: {
  copy: ResultsCopy;
  inputs: CalculatorInputs;
  result: CalculatorResult;
}) {
  const exit = formatCompactUsd(inputs.exitValuationUsd);
  const verdict = fill(copy.verdict[result.verdict], {
    exit,
    advantage: formatCompactUsd(Math.abs(result.advantageUsd)),
    breakEven: formatCompactUsd(result.breakEvenExitUsd),
  });
  return (
    <>
      <div className={styles.verdict}>
        <p className={styles.verdictText} aria-live="polite">
          {verdict}
        </p>
      </div>
      <div className={styles.figures}>
        <Figure id="result-total-cost" label={copy.totalCost} value={formatUsd(result.cost.total)}>
          <Breakdown
            rows={[
              [copy.interest, formatUsd(result.cost.interest)],
              [copy.fee, formatUsd(result.cost.fee)],
              [fill(copy.warrants, { exit }), formatUsd(result.cost.warrants)],
            ]}
          />
        </Figure>
        <Figure id="result-ownership" label={copy.ownershipSaved} value={formatShare(result.ownershipSaved)}>
          <Breakdown rows={[[fill(copy.ownershipSavedValue, { exit }), formatUsd(result.ownershipSavedValueAtExit)]]} />
        </Figure>
        <Figure id="result-break-even" label={copy.breakEven} value={formatCompactUsd(result.breakEvenExitUsd)}>
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
