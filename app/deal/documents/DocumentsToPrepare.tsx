import { documentsToPrepare, dueDiligenceChecklist } from "#app/content/shared/documents/checklist.ts";
import styles from "./DocumentsToPrepare.module.css";

/**
 * What a founder should have ready: the checklist staff request from. Plain markup, so it serves
 * documents (no React in the browser) and hydrated pages alike.
 */
export function DocumentsToPrepare({
  id = "documents-to-prepare",
  layout = "stacked",
}: {
  id?: string;
  /** "centred": a wide box in two columns (under the application, on /process); "stacked": a side column. */
  layout?: "centred" | "stacked";
}) {
  const centred = layout === "centred";
  return (
    <section className={centred ? `${styles.box} ${styles.centred}` : styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {documentsToPrepare.heading}
      </h2>
      <p className={styles.intro}>{documentsToPrepare.intro}</p>
      <ul className={centred ? `${styles.list} ${styles.columns}` : styles.list}>
        {dueDiligenceChecklist.map((item) => (
          <li key={item.key}>{item.title}</li>
        ))}
      </ul>
    </section>
  );
}
