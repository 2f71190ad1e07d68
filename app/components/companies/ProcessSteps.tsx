import { SectionHeader } from "~/components/common/SectionHeader";
import type { ProcessStep } from "~/content/process";
import type { SectionIntro } from "~/content/shared";
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
    <section
      id="process"
      className={`section ${tone === "dark" ? "section-dark on-dark" : ""} ${styles.section}`}
      data-tone={tone}
      aria-labelledby="process-heading"
    >
      <div className="container">
        <SectionHeader id="process-heading" {...intro} />
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
      </div>
    </section>
  );
}
