import type { Route } from "./+types/industry";
import { pageMeta } from "~/lib/meta";

// Placeholder from the site shell; the data-driven industry template replaces it.
const industryOf = (pathname: string) => pathname.replace(/^\//, "");

export function loader({ request }: Route.LoaderArgs) {
  const industry = industryOf(new URL(request.url).pathname);
  return { title: industry.charAt(0).toUpperCase() + industry.slice(1), path: `/${industry}` };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.title, description: `Noema Capital: ${loaderData.title}`, path: loaderData.path });

export default function Industry({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{loaderData.title}</h1>
      </div>
    </section>
  );
}
