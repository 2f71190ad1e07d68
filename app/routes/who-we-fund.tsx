import type { Route } from "./+types/who-we-fund";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Who We Fund', description: 'Noema Capital: Who We Fund', path: '/who-we-fund' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Who We Fund</h1>
      </div>
    </section>
  );
}
