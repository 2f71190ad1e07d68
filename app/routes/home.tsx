import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Noema Capital — Intelligent Capital for the Innovation Economy', description: 'Noema Capital: Noema Capital — Intelligent Capital for the Innovation Economy', path: '/' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Intelligent Capital for the Innovation Economy</h1>
      </div>
    </section>
  );
}
