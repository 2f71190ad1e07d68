import { Link } from "react-router";
import type { CtaBand as CtaBandContent } from "#app/content/shared/blocks/schema.ts";
import styles from "./CtaBand.module.css";

export function CtaBand({ heading, body, primary, secondary }: CtaBandContent) {
  return (
    <section className={`section section-dark on-dark ${styles.band}`} aria-labelledby="cta-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cta-heading" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.body}>{body}</p>
        </div>
        <div className={styles.actions}>
          <Link to={primary.to} className="button button-primary">
            {primary.label}
          </Link>
          {secondary ? (
            <Link to={secondary.to} className="button button-ghost">
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
