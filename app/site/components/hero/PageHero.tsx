import type { HeroContent } from "#app/content/shared/blocks/schema.ts";
import styles from "./PageHero.module.css";

/** Dark opening band under the fixed header; the page's only h1. */
export function PageHero({ eyebrow, title, intro, children }: HeroContent & { children?: React.ReactNode }) {
  return (
    <section className={`page-hero on-dark ${styles.hero}`}>
      <div className={`container ${styles.inner}`}>
        {eyebrow && eyebrow !== title ? <span className="eyebrow">{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}
