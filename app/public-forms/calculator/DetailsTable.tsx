import type { ReactNode } from "react";
import styles from "./DetailsTable.module.css";

/**
 * A table folded into a native <details> (works without JavaScript). Each row is a heading cell, then data cells;
 * the body is marked with `rowsKey`, so the calculator's script can write new rows in the same shape.
 */
export function DetailsTable({
  summary,
  caption,
  columns,
  rows,
  rowsKey,
}: {
  summary: ReactNode;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  rowsKey: string;
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
          <tbody data-rows={rowsKey}>
            {rows.map(([head, ...cells], index) => (
              <tr key={index}>
                <th scope="row">{head}</th>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
