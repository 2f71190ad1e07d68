import { Link } from "react-router";
import type { home } from "#app/content/pages/home/copy.ts";
import styles from "./WhoWeAre.module.css";

export function WhoWeAre({ content }: { content: (typeof home)["whoWeAre"] }) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="who-we-are">
      <div className={`container ${styles.grid}`}>
        <div>
          <span className="eyebrow">{content.eyebrow}</span>
          <h2 id="who-we-are">{content.heading}</h2>
          <p className={styles.lead}>{content.lead}</p>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <Link to={content.cta.to} className={`button button-dark ${styles.cta}`}>
            {content.cta.label}
          </Link>
        </div>
        <figure className={styles.origin}>
          <p className={styles.term} lang="el-Latn">
            {content.nameOrigin.term}
          </p>
          <p className={styles.pronunciation}>/{content.nameOrigin.pronunciation}/</p>
          <figcaption className={styles.meaning}>{content.nameOrigin.meaning}</figcaption>
        </figure>
      </div>
    </section>
  );
}
