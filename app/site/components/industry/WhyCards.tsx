import { Card, CardGrid } from "#app/shared/ui/CardGrid.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { Industry } from "#app/content/shared/industries/schema.ts";
import styles from "./WhyCards.module.css";

export function WhyCards({ heading, cards }: { heading: string; cards: Industry["why"] }) {
  return (
    <HeadedSection headingId="why-heading" heading={heading} className={styles.section}>
      <CardGrid>
        {cards.map((card, index) => (
          <Card key={card.title}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.text}>{card.description}</p>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
