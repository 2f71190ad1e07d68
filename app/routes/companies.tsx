import type { Route } from "./+types/companies";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'For Companies', description: 'Noema Capital: For Companies', path: '/companies' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>For Companies</h1>
      </div>
    </section>
  );
}
