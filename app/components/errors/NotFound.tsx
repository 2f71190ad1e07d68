import { Link } from "react-router";
import { navigation } from "~/content/shared/navigation/data";

export function NotFound() {
  const { notFound } = navigation;
  return (
    <section className="page-hero">
      <div className="container">
        <span className="eyebrow">{notFound.eyebrow}</span>
        <h1>{notFound.title}</h1>
        <p>{notFound.body}</p>
        <ul
          style={{ display: "flex", flexWrap: "wrap", gap: "1rem", listStyle: "none", padding: 0, marginTop: "2rem" }}
        >
          {notFound.links.map((link, index) => (
            <li key={link.to}>
              <Link to={link.to} className={`button ${index === 0 ? "button-primary" : "button-ghost"}`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
