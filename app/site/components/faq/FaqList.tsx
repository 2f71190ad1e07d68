import type { ReactNode } from "react";
import { ArrowLink } from "#app/shared/ui/ArrowLink.tsx";
import { Icon } from "#app/shared/ui/Icon.tsx";
import { SectionHeader } from "#app/shared/ui/SectionHeader.tsx";
import type { faq as faqContent } from "#app/content/shared/faq/data.ts";
import styles from "./FaqList.module.css";

/** Native <details>: keyboard and screen-reader friendly, and works without JavaScript. */
export function FaqList({
  content,
  showHeader = true,
  aside,
}: {
  content: typeof faqContent;
  showHeader?: boolean;
  /** Without the header, what the first column holds at desktop widths (the list takes the second). */
  aside?: ReactNode;
}) {
  return (
    <section
      className={`section ${styles.section}`}
      aria-labelledby={showHeader ? "faq-heading" : undefined}
      aria-label={showHeader ? undefined : content.heading}
    >
      <div className={`container ${styles.layout}`}>
        {showHeader ? (
          <SectionHeader id="faq-heading" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        ) : aside ? (
          <div className={styles.aside}>{aside}</div>
        ) : null}
        <div className={styles.list}>
          {content.items.map((item) => (
            <details key={item.id} id={`faq-${item.id}`} className={styles.item}>
              <summary className={styles.question}>
                <span>{item.question}</span>
                <span className={styles.icon}>
                  <Icon name="plus" size={20} />
                </span>
              </summary>
              <p className={styles.answer}>{item.answer}</p>
              {item.link ? (
                <p className={styles.answerLink}>
                  <ArrowLink to={item.link.to}>{item.link.label}</ArrowLink>
                </p>
              ) : null}
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
