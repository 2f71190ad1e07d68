import styles from "./LoadMore.module.css";

/** The id of the first article a "Load more" revealed. */
export const FIRST_NEW_ID = "more";

/**
 * A plain link to the next page (a document load of ?page=N) that lands on the first new article
 * (#more); the page's script moves focus there too (app/site/document/enhance.ts).
 */
export function LoadMore({
  path,
  nextPage,
  label,
  status,
}: {
  path: string;
  nextPage: number | null;
  label: string;
  status: string;
}) {
  return (
    <div className={styles.wrap}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {nextPage ? (
        <a href={`${path}?page=${nextPage}#${FIRST_NEW_ID}`} className="button button-dark" data-load-more="">
          {label}
        </a>
      ) : null}
    </div>
  );
}
