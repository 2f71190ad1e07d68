import { ArrowLink } from "~/components/common/ArrowLink";
import { HeadedSection } from "~/components/common/HeadedSection";
import { ArticleGrid } from "~/components/insights/ArticleGrid";
import type { ArticleCardData } from "~/components/insights/ArticleCard";
import type { home } from "~/content/pages/home/copy";
import { articlePdfPath } from "~/content/articles/copy";
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
    <HeadedSection
      headingId="home-insights"
      eyebrow={content.eyebrow}
      heading={content.heading}
      intro={content.intro}
      className={styles.section}
      action={<ArrowLink to={content.allLink.to}>{content.allLink.label}</ArrowLink>}
    >
      <ArticleGrid articles={articles} linkFor={articlePdfPath} hrefNote={content.pdfNote} />
    </HeadedSection>
  );
}
