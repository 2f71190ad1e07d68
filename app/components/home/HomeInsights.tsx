import { ArrowLink } from "~/components/common/ArrowLink";
import { SectionHeader } from "~/components/common/SectionHeader";
import { ArticleGrid } from "~/components/insights/ArticleGrid";
import type { ArticleCardData } from "~/components/insights/ArticleCard";
import type { home } from "~/content/home";
import { articlePdfPath } from "~/content/insights";
import styles from "./HomeInsights.module.css";

/** Three May 2025 cards, each opening the article's PDF. */
export function HomeInsights({
  content,
  articles,
}: {
  content: (typeof home)["insights"];
  articles: ArticleCardData[];
}) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="home-insights">
      <div className="container">
        <div className={styles.head}>
          <SectionHeader id="home-insights" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
          <ArrowLink to={content.allLink.to}>{content.allLink.label}</ArrowLink>
        </div>
        <ArticleGrid articles={articles} linkFor={articlePdfPath} hrefNote={content.pdfNote} />
      </div>
    </section>
  );
}
