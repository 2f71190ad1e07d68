import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { AboutStep } from "#app/content/pages/about/schema.ts";
import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./NumberedSteps.module.css";

export function NumberedSteps({ intro, steps }: { intro: SectionIntro; steps: AboutStep[] }) {
  return (
    <HeadedSection headingId="steps-heading" {...intro} className={styles.section}>
      <ol className={styles.list}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(step.id).padStart(2, "0")}
            </span>
            <div>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
