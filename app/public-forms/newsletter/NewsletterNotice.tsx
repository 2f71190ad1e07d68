import type { ReactNode } from "react";
import { Link } from "react-router";
import { newsletterPages } from "#app/content/pages/newsletter/copy.ts";
import styles from "./NewsletterNotice.module.css";

/**
 * The confirm and unsubscribe pages: a heading, a sentence, an optional action
 * (which then takes the accent) and the ways back.
 */
export function NewsletterNotice({ heading, body, action }: { heading: string; body: string; action?: ReactNode }) {
  return (
    <section className="page-hero on-dark">
      <div className="container">
        <h1>{heading}</h1>
        <p role="status">{body}</p>
        {action ? <div className={styles.form}>{action}</div> : null}
        <ul className={styles.actions}>
          <li>
            <Link to="/" className={`button ${action ? "button-ghost" : "button-primary"}`}>
              {newsletterPages.homeLink}
            </Link>
          </li>
          <li>
            <Link to="/insights" className="button button-ghost">
              {newsletterPages.insightsLink}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
