import { ArrowLink } from "#app/shared/ui/ArrowLink.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import { ArticleGrid } from "./ArticleGrid.tsx";
import type { ArticleCardData } from "./ArticleCard.tsx";
import type { home } from "#app/content/pages/home/copy.ts";
import { articlePdfPath } from "#app/content/articles/copy.ts";
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
