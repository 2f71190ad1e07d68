import { Card, CardGrid } from "#app/shared/ui/CardGrid.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { FundingCategory } from "#app/content/shared/funding/schema.ts";
import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./WhoWeFund.module.css";

export function WhoWeFund({
  intro,
  categories,
  rateNote,
}: {
  intro: SectionIntro;
  categories: FundingCategory[];
  /** Which ECB day the euro values beside the published dollar figures are at. */
  rateNote: string;
}) {
  return (
    <HeadedSection headingId="who-we-fund" {...intro}>
      <CardGrid columns="twoThenFour">
        {categories.map((category) => (
          <Card key={category.id} accentTop>
            <h3 className={styles.title}>{category.title}</h3>
            <p className={styles.summary}>{category.summary}</p>
            <ul className={styles.items}>
              {category.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
        ))}
      </CardGrid>
      <p className={styles.rateNote}>{rateNote}</p>
    </HeadedSection>
  );
}
