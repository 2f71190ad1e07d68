import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Contact Us', description: 'Noema Capital: Contact Us', path: '/contact' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Contact Us</h1>
      </div>
    </section>
  );
}
