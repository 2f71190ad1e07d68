import type { Route } from "./+types/disclosures";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Disclosures', description: 'Noema Capital: Disclosures', path: '/disclosures' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Disclosures</h1>
      </div>
    </section>
  );
}
