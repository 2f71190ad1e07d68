import { ArticleCard, type ArticleCardData } from "./ArticleCard";
import styles from "./ArticleGrid.module.css";

export function ArticleGrid({
  articles,
  linkFor,
  hrefNote,
  columns = 3,
  firstNewIndex,
}: {
  articles: ArticleCardData[];
  linkFor?: (slug: string) => string;
  hrefNote?: string;
  columns?: 2 | 3;
  /** Index of the first card revealed by "Load More"; that card receives focus. */
  firstNewIndex?: number;
}) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {articles.map((article, index) => (
        <li key={article.slug} data-first-new={index === firstNewIndex ? "true" : undefined}>
          <ArticleCard article={article} href={linkFor?.(article.slug)} hrefNote={hrefNote} />
        </li>
      ))}
    </ul>
  );
}
