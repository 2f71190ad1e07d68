import { Card, CardGrid } from "~/components/common/CardGrid";
import { HeadedSection } from "~/components/common/HeadedSection";
import type { Principle } from "~/content/pages/about/schema";
import type { SectionIntro } from "~/content/shared/blocks/schema";
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
