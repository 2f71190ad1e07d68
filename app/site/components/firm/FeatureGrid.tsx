import { Link } from "react-router";
import { Card, CardGrid } from "#app/shared/ui/CardGrid.tsx";
import { Icon } from "#app/shared/ui/Icon.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { Feature } from "#app/content/pages/home/schema.ts";
import type { ContentLink, SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./FeatureGrid.module.css";

interface FeatureGridProps extends SectionIntro {
  id: string;
  items: Feature[];
  cta?: ContentLink;
  tone?: "light" | "dark";
}

/** Pillars and the edge section: three titled features with an icon. */
export function FeatureGrid({ id, items, cta, tone = "light", ...intro }: FeatureGridProps) {
  const dark = tone === "dark";
  return (
    <HeadedSection headingId={id} {...intro} tone={tone} className={styles.section}>
      <CardGrid>
        {items.map((item, index) => (
          <Card key={item.title} tone={tone} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={28} />
            </span>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.description}</p>
          </Card>
        ))}
      </CardGrid>
      {cta ? (
        <Link to={cta.to} className={`button ${dark ? "button-primary" : "button-dark"} ${styles.cta}`}>
          {cta.label}
        </Link>
      ) : null}
    </HeadedSection>
  );
}
