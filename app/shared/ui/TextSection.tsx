import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./TextSection.module.css";

/** A heading beside a short run of paragraphs, with an optional pull statement. */
export function TextSection({
  id,
  intro,
  statement,
  paragraphs,
  tone = "light",
}: {
  id: string;
  intro: SectionIntro;
  statement?: string;
  paragraphs: string[];
  tone?: "light" | "tinted";
}) {
  return (
    <section className={`section ${styles.section}`} data-tone={tone} aria-labelledby={id}>
      <div className={`container ${styles.grid}`}>
        <div>
          {intro.eyebrow && intro.eyebrow !== intro.heading ? <span className="eyebrow">{intro.eyebrow}</span> : null}
          <h2 id={id}>{intro.heading}</h2>
        </div>
        <div>
          {statement ? <p className={styles.statement}>{statement}</p> : null}
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
