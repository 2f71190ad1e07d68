import type { Route } from "./+types/insight-article";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the Markdown article page replaces it.
export function loader({ params }: Route.LoaderArgs) {
  return { slug: params.slug };
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, { title: `Insight: ${params.slug}`, description: "Noema Capital insight", path: `/insights/${params.slug}` });

export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{loaderData.slug}</h1>
      </div>
    </section>
  );
}
