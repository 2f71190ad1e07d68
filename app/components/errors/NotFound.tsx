import { navigation } from "~/content/shared/navigation/data";

export function NotFound() {
  const { notFound } = navigation;
  return (
    <section className="page-hero">
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
