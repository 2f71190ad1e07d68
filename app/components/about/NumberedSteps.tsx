import { SectionHeader } from "~/components/common/SectionHeader";
import type { AboutStep } from "~/content/about";
import type { SectionIntro } from "~/content/shared";
import styles from "./NumberedSteps.module.css";

export function NumberedSteps({ intro, steps }: { intro: SectionIntro; steps: AboutStep[] }) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="steps-heading">
      <div className="container">
        <SectionHeader id="steps-heading" {...intro} />
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
      </div>
    </section>
  );
}
