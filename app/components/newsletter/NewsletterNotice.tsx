import type { ReactNode } from "react";
import { Link } from "react-router";
import { newsletterPages } from "~/content/form-errors";

/** The confirm and unsubscribe pages: a heading, a sentence, an optional action and the way home. */
export function NewsletterNotice({ heading, body, children }: { heading: string; body: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{heading}</h1>
        <p role="status">{body}</p>
        {children}
        <ul
          style={{ display: "flex", flexWrap: "wrap", gap: "1rem", listStyle: "none", padding: 0, marginTop: "2rem" }}
        >
          <li>
            <Link to="/" className="button button-primary">
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
