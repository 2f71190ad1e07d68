import type { Route } from "./+types/privacy-policy";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the page's full content replaces it.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Privacy Policy', description: 'Noema Capital: Privacy Policy', path: '/privacy-policy' });

export default function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Privacy Policy</h1>
      </div>
    </section>
  );
}
