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
        <section className={styles.figure} aria-labelledby="result-total-cost">
          <h3 id="result-total-cost" className={styles.figureLabel}>
            {copy.totalCost}
          </h3>
          <p className={styles.figureValue}>{formatUsd(result.cost.total)}</p>
          <dl className={styles.breakdown}>
            <div>
              <dt>{copy.interest}</dt>
              <dd>{formatUsd(result.cost.interest)}</dd>
            </div>
            <div>
              <dt>{copy.fee}</dt>
              <dd>{formatUsd(result.cost.fee)}</dd>
            </div>
            <div>
              <dt>{fill(copy.warrants, { exit })}</dt>
              <dd>{formatUsd(result.cost.warrants)}</dd>
            </div>
          </dl>
        </section>
        <section className={styles.figure} aria-labelledby="result-ownership">
          <h3 id="result-ownership" className={styles.figureLabel}>
            {copy.ownershipSaved}
          </h3>
          <p className={styles.figureValue}>{formatShare(result.ownershipSaved)}</p>
          <dl className={styles.breakdown}>
            <div>
              <dt>{fill(copy.ownershipSavedValue, { exit })}</dt>
              <dd>{formatUsd(result.ownershipSavedValueAtExit)}</dd>
            </div>
          </dl>
        </section>
        <section className={styles.figure} aria-labelledby="result-break-even">
          <h3 id="result-break-even" className={styles.figureLabel}>
            {copy.breakEven}
          </h3>
          <p className={styles.figureValue}>{formatCompactUsd(result.breakEvenExitUsd)}</p>
          <p className={styles.figureNote}>{copy.breakEvenNote}</p>
        </section>
      </div>
    </>
  );
}
