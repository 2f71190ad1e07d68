import type { Route } from "./+types/case-studies";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Case Studies', description: 'Noema Capital: Case Studies', path: '/case-studies' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Case Studies</h1>
      </div>
    </section>
  );
}
