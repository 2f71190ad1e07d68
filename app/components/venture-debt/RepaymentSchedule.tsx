import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import type { CalculatorInputs, CalculatorResult } from "~/lib/venture-debt/calculator";
import { fill } from "~/lib/venture-debt/format";
import type { CurrencyCode } from "~/content/shared/money/currencies";
import { formatMoney } from "~/lib/money/format-money";
import { DetailsTable } from "./DetailsTable";
import styles from "./Calculator.module.css";

type ScheduleCopy = VentureDebtCalculatorContent["schedule"];

/** The two payment levels up front; every month in a native <details> (works without JavaScript). */
export function RepaymentSchedule({
  copy,
  inputs,
  result,
  currency,
}: {
  copy: ScheduleCopy;
  inputs: CalculatorInputs;
  result: CalculatorResult;
  /** The currency of every amount. */
  currency: CurrencyCode;
}) {
  const amortisingMonths = inputs.termMonths - inputs.interestOnlyMonths;
  return (
    <>
      <dl className={styles.payments}>
        {inputs.interestOnlyMonths > 0 ? (
          <div>
            <dt>{fill(copy.interestOnlyPayment, { months: inputs.interestOnlyMonths })}</dt>
            <dd>{formatMoney(result.interestOnlyPayment, currency)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{fill(copy.amortisingPayment, { months: amortisingMonths })}</dt>
          <dd>{formatMoney(result.amortisingPayment, currency)}</dd>
        </div>
        <div>
          <dt>{copy.totalRepaid}</dt>
          <dd>{formatMoney(result.totalRepaid, currency)}</dd>
        </div>
      </dl>
      <DetailsTable
        summary={fill(copy.tableSummary, { months: inputs.termMonths })}
        caption={copy.heading}
        columns={[
          copy.columns.month,
          copy.columns.phase,
          copy.columns.payment,
          copy.columns.interest,
          copy.columns.principal,
          copy.columns.balance,
        ]}
      >
        {result.schedule.map((row) => (
          <tr key={row.month}>
            <th scope="row">{row.month}</th>
            <td>{copy.phases[row.phase]}</td>
            <td>{formatMoney(row.payment, currency)}</td>
            <td>{formatMoney(row.interest, currency)}</td>
            <td>{formatMoney(row.principal, currency)}</td>
            <td>{formatMoney(row.balance, currency)}</td>
          </tr>
        ))}
      </DetailsTable>
    </>
  );
}
