import type { FitInWords } from "#app/shared/venture-debt/indicative-fit.ts";
import styles from "./IndicativeFitSummary.module.css";

const MARKS = { met: "✓", "not-met": "✕", "not-known": "?", "preference-not-met": "–" } as const;

/** "Your indicative fit" after an application: each published criterion, the facility, what would change it. */
export function IndicativeFitSummary({ fit }: { fit: FitInWords }) {
  return (
    <section className={styles.fit} aria-labelledby="indicative-fit-heading" data-verdict={fit.verdictKind}>
      <h3 id="indicative-fit-heading" className={styles.heading}>
        {fit.heading}
      </h3>
      <p className={styles.verdict}>{fit.verdict}</p>
      <ul className={styles.criteria}>
        {fit.criteria.map((criterion) => (
          <li key={criterion.label} className={styles.criterion} data-status={criterion.kind}>
            <span className={styles.mark} aria-hidden="true">
              {MARKS[criterion.kind]}
            </span>
            <span className={styles.label}>{criterion.label}</span>
            <span className={styles.status}>{criterion.status}</span>
          </li>
        ))}
      </ul>
      {fit.notes.map((note) => (
        <p key={note} className={styles.remark}>
          {note}
        </p>
      ))}
      {fit.facility ? <p className={styles.facility}>{fit.facility}</p> : null}
      {fit.conversion ? <p className={styles.note}>{fit.conversion}</p> : null}
      {fit.changesHeading ? (
        <>
          <h4 className={styles.changesHeading}>{fit.changesHeading}</h4>
          <ul className={styles.changes}>
            {fit.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.note}>{fit.notADecision}</p>
    </section>
  );
}
