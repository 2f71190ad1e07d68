import { Link } from "react-router";
import { Icon } from "~/components/common/Icon";
import { SectionHeader } from "~/components/common/SectionHeader";
import type { Feature } from "~/content/home";
import type { ContentLink, SectionIntro } from "~/content/shared";
import styles from "./FeatureGrid.module.css";

interface FeatureGridProps extends SectionIntro {
  id: string;
  items: Feature[];
  cta?: ContentLink;
  tone?: "light" | "dark";
}

/** Pillars and the edge section: three titled features with an icon. */
export function FeatureGrid({ id, items, cta, tone = "light", ...intro }: FeatureGridProps) {
  const dark = tone === "dark";
  return (
    <section
      className={`section ${dark ? "section-dark on-dark" : ""} ${styles.section}`}
      aria-labelledby={id}
      data-tone={tone}
    >
      <div className="container">
        <SectionHeader id={id} {...intro} />
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <li key={item.title} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={28} />
              </span>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.description}</p>
            </li>
          ))}
        </ul>
        {cta ? (
          <Link to={cta.to} className={`button ${dark ? "button-primary" : "button-dark"} ${styles.cta}`}>
            {cta.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
