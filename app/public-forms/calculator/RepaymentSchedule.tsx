import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { type View, shownOf, textOf } from "./view.ts";
import { DetailsTable } from "./DetailsTable.tsx";
import styles from "./Calculator.module.css";

type ScheduleCopy = VentureDebtCalculatorContent["schedule"];

/** The two payment levels up front; every month in a native <details> (works without JavaScript). */
export function RepaymentSchedule({ copy, view }: { copy: ScheduleCopy; view: View }) {
  return (
    <>
      <dl className={styles.payments}>
        <div {...shownOf(view, "interest-only")}>
          <dt {...textOf(view, "interest-only-label")} />
          <dd {...textOf(view, "interest-only-payment")} />
        </div>
        <div>
          <dt {...textOf(view, "amortising-label")} />
          <dd {...textOf(view, "amortising-payment")} />
        </div>
        <div>
          <dt>{copy.totalRepaid}</dt>
          <dd {...textOf(view, "total-repaid")} />
        </div>
      </dl>
      <DetailsTable
        summary={<span {...textOf(view, "schedule-summary")} />}
        caption={copy.heading}
        columns={[
          copy.columns.month,
          copy.columns.phase,
          copy.columns.payment,
          copy.columns.interest,
          copy.columns.principal,
          copy.columns.balance,
        ]}
        rows={view.rows.schedule ?? []}
        rowsKey="schedule"
      />
    </>
  );
}
