import type { Route } from "./+types/faqs";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Frequently Asked Questions', description: 'Noema Capital: Frequently Asked Questions', path: '/faqs' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Frequently Asked Questions</h1>
      </div>
    </section>
  );
}
