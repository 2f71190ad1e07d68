import { Link } from "react-router";
import type { CaseStudy } from "#app/content/shared/case-studies/schema.ts";
import type { Industry } from "#app/content/shared/industries/schema.ts";
import styles from "./CaseStudyList.module.css";

interface Labels {
  facility: string;
  challenge: string;
  solution: string;
  outcome: string;
  industryLink: string;
}

/** Every case study in sector groups; each article carries the anchor the industry pages link to. */
export function CaseStudyList({
  groups,
  labels,
}: {
  groups: { industry: Industry; studies: CaseStudy[] }[];
  labels: Labels;
}) {
  return (
    <div className={styles.groups}>
      {groups.map(({ industry, studies }) => (
        <section key={industry.slug} className={`section ${styles.group}`} aria-labelledby={`group-${industry.slug}`}>
          <div className="container">
            <div className={styles.groupHead}>
              <h2 id={`group-${industry.slug}`}>{industry.name}</h2>
              <Link to={`/${industry.slug}`} className={styles.industryLink}>
                {labels.industryLink} {industry.name}
              </Link>
            </div>
            <div className={styles.list}>
              {studies.map((study) => (
                <article key={study.id} id={study.id} className={styles.study} aria-labelledby={`${study.id}-name`}>
                  <header className={styles.studyHead}>
                    <span className={styles.monogram} aria-hidden="true">
                      {study.name.charAt(0)}
                    </span>
                    <div>
                      <h3 id={`${study.id}-name`} className={styles.name}>
                        {study.name}
                      </h3>
                      <p className={styles.location}>{study.location}</p>
                    </div>
                  </header>
                  <p className={styles.summary}>{study.summary}</p>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{labels.facility}</dt>
                      <dd className={styles.facility}>{study.facility}</dd>
                    </div>
                    <div>
                      <dt>{labels.challenge}</dt>
                      <dd>{study.challenge}</dd>
                    </div>
                    <div>
                      <dt>{labels.solution}</dt>
                      <dd>{study.solution}</dd>
                    </div>
                    <div>
                      <dt>{labels.outcome}</dt>
                      <dd>{study.outcome}</dd>
                    </div>
                  </dl>
                </article>
              ))}
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
