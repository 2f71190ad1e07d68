import type { Route } from "./+types/terms-and-conditions";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Terms and Conditions', description: 'Noema Capital: Terms and Conditions', path: '/terms-and-conditions' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Terms and Conditions</h1>
      </div>
    </section>
  );
}
