import { Card, CardGrid } from "#app/shared/ui/CardGrid.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { Principle } from "#app/content/pages/about/schema.ts";
import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./PrinciplesGrid.module.css";

export function PrinciplesGrid({ intro, principles }: { intro: SectionIntro; principles: Principle[] }) {
  return (
    <HeadedSection headingId="principles-heading" {...intro} tone="dark" className={styles.section}>
      <CardGrid columns="twoThenThree" ordered>
        {principles.map((principle) => (
          <Card key={principle.id} tone="dark" className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {principle.id}
            </span>
            <h3 className={styles.title}>
              <span className="visually-hidden">{principle.id}. </span>
              {principle.title}
            </h3>
            <p className={styles.text}>{principle.description}</p>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
