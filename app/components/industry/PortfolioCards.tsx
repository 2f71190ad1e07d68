import { Link } from "react-router";
import { Icon } from "~/components/common/Icon";
import { SectionHeader } from "~/components/common/SectionHeader";
import type { CaseStudy } from "~/content/case-studies";
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
    <section className={`section section-dark on-dark ${styles.section}`} aria-labelledby="portfolio-heading">
      <div className="container">
        <SectionHeader id="portfolio-heading" heading={heading} intro={intro} />
        <ul className={styles.grid}>
          {companies.map((company) => (
            <li key={company.id} className={styles.card}>
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
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
