import type { Route } from "./+types/apply";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Apply for Venture Debt', description: 'Noema Capital: Apply for Venture Debt', path: '/apply' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Let's get started</h1>
      </div>
    </section>
  );
}
