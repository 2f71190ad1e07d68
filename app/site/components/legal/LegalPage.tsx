import { ArticleBody } from "#app/site/components/prose/ArticleBody.tsx";
import styles from "./LegalPage.module.css";

export function LegalPage({
  title,
  lastUpdated,
  html,
  lastUpdatedLabel,
}: {
  title: string;
  lastUpdated: string;
  html: string;
  lastUpdatedLabel: string;
}) {
  return (
    <>
      <section className={`page-hero on-dark ${styles.hero}`} aria-labelledby="legal-title">
        <div className="container">
          <h1 id="legal-title">{title}</h1>
          <p className={styles.updated}>
            {lastUpdatedLabel} {lastUpdated}
          </p>
        </div>
      </section>
      <div className={`section container ${styles.body}`}>
        <ArticleBody html={html} />
      </div>
    </>
  );
}
