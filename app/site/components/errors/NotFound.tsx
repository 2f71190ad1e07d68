import { navigation } from "#app/content/shared/navigation/data.ts";
import { useSite } from "#app/site/site.ts";

/**
 * The 404 page, rendered by the root ErrorBoundary, where no route's meta runs: it names itself
 * with <title> and robots, which React hoists into the head.
 */
export function NotFound() {
  const { notFound } = navigation;
  const site = useSite();
  return (
    <section className="page-hero on-dark">
      <title>{`${notFound.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="container">
        <span className="eyebrow">{notFound.eyebrow}</span>
        <h1>{notFound.title}</h1>
        <p>{notFound.body}</p>
        <ul className="link-row">
          {notFound.links.map((link, index) => (
            <li key={link.to}>
              <a href={link.to} className={`button ${index === 0 ? "button-primary" : "button-ghost"}`}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
