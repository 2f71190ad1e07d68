import { ArticleCard, type ArticleCardData } from "./ArticleCard.tsx";
import styles from "./ArticleGrid.module.css";
import { FIRST_NEW_ID } from "./LoadMore.tsx";

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
  /** Index of the first card revealed by "Load More": the link lands there, and its link receives focus. */
  firstNewIndex?: number;
}) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {articles.map((article, index) => (
        <li
          key={article.slug}
          {...(index === firstNewIndex
            ? { id: FIRST_NEW_ID, "data-first-new": "true", "data-focus-on-arrival": "" }
            : {})}
        >
          <ArticleCard article={article} href={linkFor?.(article.slug)} hrefNote={hrefNote} />
        </li>
      ))}
    </ul>
  );
}
