import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { ProcessStep } from "#app/content/shared/process/schema.ts";
import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./ProcessSteps.module.css";

/** The four steps with timeframes; id="process" is the footer's and the header's anchor. */
export function ProcessSteps({
  intro,
  steps,
  tone = "dark",
}: {
  intro: SectionIntro;
  steps: ProcessStep[];
  tone?: "dark" | "light";
}) {
  return (
    <HeadedSection id="process" headingId="process-heading" {...intro} tone={tone} className={styles.section}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {step.step}
            </span>
            <h3 className={styles.title}>
              <span className="visually-hidden">{step.step} </span>
              {step.title}
            </h3>
            <p className={styles.timeframe}>{step.timeframe}</p>
            <p className={styles.text}>{step.description}</p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
