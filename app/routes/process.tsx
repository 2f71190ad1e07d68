import type { Route } from "./+types/process";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Our Process', description: 'Noema Capital: Our Process', path: '/process' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Our Process</h1>
      </div>
    </section>
  );
}
