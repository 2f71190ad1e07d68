import { Link } from "react-router";
import { Icon } from "./Icon.tsx";
import styles from "./ArrowLink.module.css";

/** Quiet text link with an arrow, for secondary actions inside sections. */
export function ArrowLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      <span>{children}</span>
      <Icon name="arrow" size={18} />
    </Link>
  );
}
