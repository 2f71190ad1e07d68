import type { Route } from "./+types/insights";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Insights', description: 'Noema Capital: Insights', path: '/insights' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Insights</h1>
      </div>
    </section>
  );
}
