import type { ReactNode } from "react";
import styles from "./CardGrid.module.css";

/**
 * Column steps: `three` is one column, then three from 860 px; `twoThenThree` and `twoThenFour`
 * go to two columns at 700 px, then three or four at 1100 px.
 */
export type CardGridColumns = "three" | "twoThenThree" | "twoThenFour";

/** A list laid out as a grid of cards: principles, funding categories, features, portfolio, why-cards. */
export function CardGrid({
  columns = "three",
  ordered = false,
  children,
}: {
  columns?: CardGridColumns;
  ordered?: boolean;
  children: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return <List className={`${styles.grid} ${styles[columns]}`}>{children}</List>;
}

/** One card of a CardGrid; `tone` follows the section it sits on, `accentTop` adds the gold top rule. */
export function Card({
  tone = "light",
  accentTop = false,
  className = "",
  children,
}: {
  tone?: "light" | "dark";
  accentTop?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={`${styles.card} ${styles[tone]} ${accentTop ? styles.accentTop : ""} ${className}`}>{children}</li>
  );
}
