import type { ReactNode } from "react";
import { SectionHeader } from "./SectionHeader.tsx";
import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./HeadedSection.module.css";

interface HeadedSectionProps extends SectionIntro {
  /** The heading's id; the section is labelled by it. */
  headingId: string;
  id?: string;
  /** "dark" sets the dark section colours; either tone is also exposed as `data-tone` for the caller's CSS. */
  tone?: "light" | "dark";
  className?: string;
  /** Shown beside the header, e.g. a link to the full list. */
  action?: ReactNode;
  children: ReactNode;
}

/** A page section: the site's section spacing, a container, the section header, then its content. */
export function HeadedSection({ headingId, id, tone, className, action, children, ...intro }: HeadedSectionProps) {
  const classes = ["section", tone === "dark" ? "section-dark on-dark" : "", className ?? ""].filter(Boolean);
  return (
    <section id={id} className={classes.join(" ")} data-tone={tone} aria-labelledby={headingId}>
      <div className="container">
        {action ? (
          <div className={styles.head}>
            <SectionHeader id={headingId} {...intro} />
            {action}
          </div>
        ) : (
          <SectionHeader id={headingId} {...intro} />
        )}
        {children}
      </div>
    </section>
  );
}
