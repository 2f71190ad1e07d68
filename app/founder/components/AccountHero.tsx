import type { ReactNode } from "react";

/** The dark opening band of the founder's account pages: eyebrow, the page's h1, then what the page adds. */
export function AccountHero({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="page-hero on-dark">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
