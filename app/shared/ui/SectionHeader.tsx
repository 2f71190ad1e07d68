import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./SectionHeader.module.css";

interface SectionHeaderProps extends SectionIntro {
  id?: string;
  align?: "start" | "center";
  level?: 2 | 3;
}

export function SectionHeader({ eyebrow, heading, intro, id, align = "start", level = 2 }: SectionHeaderProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const showEyebrow = eyebrow && eyebrow !== heading;
  return (
    <div className={styles.header} data-align={align}>
      {showEyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <Heading id={id} className={styles.heading}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
