import type { ReactNode } from "react";
import styles from "./DetailsTable.module.css";

/** A table folded into a native <details> (works without JavaScript); `children` are its body rows. */
export function DetailsTable({
  summary,
  caption,
  columns,
  children,
}: {
  summary: string;
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <details className={styles.details}>
      <summary>{summary}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}
