import type { VentureDebtCalculatorContent } from "~/content/pages/venture-debt-calculator/copy";
import type { CalculatorInputs, CalculatorResult } from "~/lib/venture-debt/calculator";
import { fill, formatUsd } from "~/lib/venture-debt/format";
import { DetailsTable } from "./DetailsTable";
import styles from "./Calculator.module.css";

type ScheduleCopy = VentureDebtCalculatorContent["schedule"];

/** The two payment levels up front; every month in a native <details> (works without JavaScript). */
export function RepaymentSchedule({
  copy,
  inputs,
  result,
}: {
  copy: ScheduleCopy;
  inputs: CalculatorInputs;
  result: CalculatorResult;
}) {
  const amortisingMonths = inputs.termMonths - inputs.interestOnlyMonths;
  return (
    <>
      <dl className={styles.payments}>
        {inputs.interestOnlyMonths > 0 ? (
          <div>
            <dt>{fill(copy.interestOnlyPayment, { months: inputs.interestOnlyMonths })}</dt>
            <dd>{formatUsd(result.interestOnlyPayment)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{fill(copy.amortisingPayment, { months: amortisingMonths })}</dt>
          <dd>{formatUsd(result.amortisingPayment)}</dd>
        </div>
        <div>
          <dt>{copy.totalRepaid}</dt>
          <dd>{formatUsd(result.totalRepaid)}</dd>
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
            <td>{formatUsd(row.payment)}</td>
            <td>{formatUsd(row.interest)}</td>
            <td>{formatUsd(row.principal)}</td>
            <td>{formatUsd(row.balance)}</td>
          </tr>
        ))}
      </DetailsTable>
    </>
  );
}
