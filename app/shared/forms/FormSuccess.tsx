import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import styles from "./Form.module.css";

interface FormSuccessProps {
  title: string;
  children: React.ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: "h2" | "h3";
}

/**
 * Replaces a form after success; focus moves to the heading so the change is announced. Focus alone
 * scrolls only as far as the heading, leaving the panel's top under the sticky header (issue 26), so
 * the panel is brought to the top of the view, below the header (html's scroll-padding-top).
 */
export function FormSuccess({ title, children, headingLevel = "h2" }: FormSuccessProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: "start" });
  }, []);
  const Heading = headingLevel;
  return (
    <div ref={panelRef} className={styles.success} role="status">
      <span className={styles.successMark} aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <Heading ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        {title}
      </Heading>
      {children}
      <div className={styles.actions}>
        <Link to="/insights" className="button button-dark">
          {formCopy.common.insightsCta}
        </Link>
        <Link to="/" className="button button-ghost">
          {formCopy.common.homeCta}
        </Link>
      </div>
    </div>
  );
}
