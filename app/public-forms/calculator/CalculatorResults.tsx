import type { ReactNode } from "react";
import type { VentureDebtCalculatorContent } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { CALCULATOR_FORM_ID } from "./calculator-view.ts";
import { type View, textOf } from "./view.ts";
import styles from "./Calculator.module.css";

type ResultsCopy = VentureDebtCalculatorContent["results"];

/**
 * The verdict in plain words, then the figures behind it. Results are <output>s of the form; only the verdict is
 * announced as it changes (an output is a polite live region): each figure is said in the verdict's words already.
 */
export function CalculatorResults({ copy, view }: { copy: ResultsCopy; view: View }) {
  return (
    <>
      <div className={styles.verdict}>
        <output form={CALCULATOR_FORM_ID} className={styles.verdictText} {...textOf(view, "verdict")} />
      </div>
      <div className={styles.figures}>
        <Figure id="result-total-cost" label={copy.totalCost} value={<Value view={view} name="total-cost" />}>
          <dl className={styles.breakdown}>
            <Row term={copy.interest} view={view} name="interest" />
            <Row term={copy.fee} view={view} name="fee" />
            <Row term={<span {...textOf(view, "warrants-label")} />} view={view} name="warrants" />
          </dl>
        </Figure>
        <Figure id="result-ownership" label={copy.ownershipSaved} value={<Value view={view} name="ownership" />}>
          <dl className={styles.breakdown}>
            <Row term={<span {...textOf(view, "ownership-value-label")} />} view={view} name="ownership-value" />
          </dl>
        </Figure>
        <Figure id="result-break-even" label={copy.breakEven} value={<Value view={view} name="break-even" />}>
          <p className={styles.figureNote}>{copy.breakEvenNote}</p>
        </Figure>
      </div>
    </>
  );
}

/** A headline figure: an output of the form, silent (the verdict speaks for the figures). */
function Value({ view, name }: { view: View; name: string }) {
  return <output form={CALCULATOR_FORM_ID} aria-live="off" {...textOf(view, name)} />;
}

/** One headline figure: its label, its value, then what lies behind it. */
function Figure({ id, label, value, children }: { id: string; label: string; value: ReactNode; children: ReactNode }) {
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

/** One part a figure is made of: a term and its amount. */
function Row({ term, view, name }: { term: ReactNode; view: View; name: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd {...textOf(view, name)} />
    </div>
  );
}
