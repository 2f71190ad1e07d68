import { SectionHeader } from "~/components/common/SectionHeader";
import type { Principle } from "~/content/principles";
import type { SectionIntro } from "~/content/shared";
import styles from "./PrinciplesGrid.module.css";

export function PrinciplesGrid({ intro, principles }: { intro: SectionIntro; principles: Principle[] }) {
  return (
    <section className={`section section-dark on-dark ${styles.section}`} aria-labelledby="principles-heading">
      <div className="container">
        <SectionHeader id="principles-heading" {...intro} />
        <ol className={styles.grid}>
          {principles.map((principle) => (
            <li key={principle.id} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {principle.id}
              </span>
              <h3 className={styles.title}>
                <span className="visually-hidden">{principle.id}. </span>
                {principle.title}
              </h3>
              <p className={styles.text}>{principle.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
