import { ScrollRegion } from "./ScrollRegion.tsx";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import type { CurrencyCode } from "#app/shared/money/currencies.ts";
import { formatCents } from "#app/shared/money/format-money.ts";
import type { FacilityCost, FacilityRow } from "#app/shared/venture-debt/facility-schedule.ts";
import styles from "./FacilityFigures.module.css";

/*
 * A proposed facility as the partner and the founder both read it (issue 29 §3–4): the terms in words,
 * the full schedule and the cost from the one engine, the warrants beside equity at three exits, and
 * the calculator opened with the same figures.
 */

const copy = underwritingCopy.schedule;

export interface Figures {
  words: string[];
  schedule: FacilityRow[];
  cost: FacilityCost;
  calculatorHref: string;
}

export function FacilityFigures({ figures, currency }: { figures: Figures; currency: CurrencyCode }) {
  const money = (text: string) => formatCents(text, currency);
  const { cost } = figures;
  return (
    <>
      <ul className={styles.words} data-testid="terms-in-words">
        {figures.words.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <h3>{copy.costTitle}</h3>
      <dl className={styles.costs}>
        <dt>{copy.totalInterest}</dt>
        <dd>{money(cost.interest)}</dd>
        <dt>{copy.arrangementFee}</dt>
        <dd>{money(cost.arrangementFee)}</dd>
        <dt>{copy.finalFee}</dt>
        <dd>{money(cost.finalFee)}</dd>
        <dt>{copy.cashCost}</dt>
        <dd data-testid="cash-cost">{money(cost.cashCost)}</dd>
        <dt>{copy.totalRepaid}</dt>
        <dd>{money(cost.totalRepaid)}</dd>
      </dl>
      <p>
        {copy.early
          .replace("{month}", String(cost.earlyRepayment.afterMonth))
          .replace("{cost}", money(cost.earlyRepayment.cashCost))
          .replace("{fee}", money(cost.earlyRepayment.prepaymentFee))}
      </p>
      <h3>{copy.exitsTitle}</h3>
      <p>{copy.exitsIntro}</p>
      <ScrollRegion className={styles.scroll} label={copy.exitsTitle}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{copy.exitValue}</th>
              <th scope="col">{copy.warrantValue}</th>
              <th scope="col">{copy.debtCost}</th>
              <th scope="col">{copy.equityCost}</th>
            </tr>
          </thead>
          <tbody>
            {cost.exits.map((exit) => (
              <tr key={exit.exitValue}>
                <td>{money(exit.exitValue)}</td>
                <td>{money(exit.warrantValue)}</td>
                <td>{money(exit.debtCost)}</td>
                <td>{money(exit.equityCost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p>
        <a href={figures.calculatorHref}>{copy.calculator}</a>
      </p>
      <h3>{copy.title}</h3>
      <ScrollRegion className={styles.scroll} label={copy.title}>
        <table className={styles.table} data-testid="repayment-schedule">
          <thead>
            <tr>
              <th scope="col">{copy.month}</th>
              <th scope="col">{copy.payment}</th>
              <th scope="col">{copy.interest}</th>
              <th scope="col">{copy.principal}</th>
              <th scope="col">{copy.balance}</th>
            </tr>
          </thead>
          <tbody>
            {figures.schedule.map((row) => (
              <tr key={row.month}>
                <td>
                  {row.month}
                  {row.phase === "interest-only" ? ` (${copy.interestOnly})` : null}
                </td>
                <td>{money(row.payment)}</td>
                <td>{money(row.interest)}</td>
                <td>{money(row.principal)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
