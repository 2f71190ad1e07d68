import { Link } from "react-router";
import styles from "./LoadMore.module.css";

/**
 * A plain link to the next page, so it works without JavaScript (full page load of ?page=N).
 * With JavaScript the router fetches the next page's data and keeps the scroll position.
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
        <Link
          to={`${path}?page=${nextPage}`}
          preventScrollReset
          className="button button-dark"
          data-load-more=""
          state={{ loadMore: true }}
        >
          {label}
        </Link>
      ) : null}
    </div>
  );
}
