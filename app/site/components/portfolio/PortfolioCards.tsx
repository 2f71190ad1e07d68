import { Link } from "react-router";
import { Card, CardGrid } from "#app/shared/ui/CardGrid.tsx";
import { Icon } from "#app/shared/ui/Icon.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { CaseStudy } from "#app/content/shared/case-studies/schema.ts";
import styles from "./PortfolioCards.module.css";

/** Portfolio companies of one sector; each links to its anchor on /case-studies. */
export function PortfolioCards({
  heading,
  intro,
  companies,
  caseStudyLabel,
}: {
  heading: string;
  intro: string;
  companies: CaseStudy[];
  caseStudyLabel: string;
}) {
  return (
    <HeadedSection headingId="portfolio-heading" heading={heading} intro={intro} tone="dark" className={styles.section}>
      <CardGrid>
        {companies.map((company) => (
          <Card key={company.id} tone="dark" className={styles.card}>
            <span className={styles.monogram} aria-hidden="true">
              {company.name.charAt(0)}
            </span>
            <h3 className={styles.name}>{company.name}</h3>
            <p className={styles.location}>{company.location}</p>
            <p className={styles.text}>{company.summary}</p>
            <p className={styles.facility}>{company.facility}</p>
            <Link to={`/case-studies#${company.id}`} className={styles.link}>
              {caseStudyLabel}
              <span className="visually-hidden">: {company.name}</span>
              <Icon name="arrow" size={18} />
            </Link>
          </Card>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
