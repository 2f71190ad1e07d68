import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'About', description: 'Noema Capital: About', path: '/about' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>About</h1>
      </div>
    </section>
  );
}
