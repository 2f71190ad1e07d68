import { SectionHeader } from "~/components/common/SectionHeader";
import type { Industry } from "~/content/industries";
import styles from "./WhyCards.module.css";

export function WhyCards({ heading, cards }: { heading: string; cards: Industry["why"] }) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="why-heading">
      <div className="container">
        <SectionHeader id="why-heading" heading={heading} />
        <ul className={styles.grid}>
          {cards.map((card, index) => (
            <li key={card.title} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
