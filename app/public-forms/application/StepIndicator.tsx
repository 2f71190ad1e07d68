import { formCopy } from "#app/content/shared/form-copy/data.ts";
import type { WizardStep } from "./wizard-state.ts";
import styles from "./ApplicationWizard.module.css";

const copy = formCopy.application;

/** The numbered steps above the form; step 3 is the confirmation, where every step is done. */
export function StepIndicator({ step }: { step: WizardStep | 3 }) {
  return (
    <ol className={styles.steps} aria-label={copy.stepIndicatorLabel}>
      {copy.steps.map((item, index) => {
        const number = index + 1;
        const state = number < step ? "done" : number === step ? "current" : "upcoming";
        return (
          <li
            key={item.title}
            className={styles.stepItem}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {number}
            </span>
            <span className={styles.stepTitle}>
              <span className="visually-hidden">{copy.stepOf(number, copy.steps.length)}: </span>
              {item.title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
