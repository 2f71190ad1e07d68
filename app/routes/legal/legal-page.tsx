import { data } from "react-router";
import type { Route } from "./+types/legal-page";
import { LegalPage } from "~/components/legal/LegalPage";
import { isLegalSlug, legalDocument } from "~/content/shared/legal/documents.server";
import { legalCopy } from "~/content/shared/legal/data";
import { getSiteConfig } from "~/server/site.server";
import { pageMeta } from "~/lib/meta";

/** One template for /privacy-policy, /terms-and-conditions and /disclosures: the path names the document. */
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  if (!isLegalSlug(slug)) throw data(null, { status: 404 });
  return { ...legalDocument(slug, getSiteConfig()), path: `/${slug}` };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: loaderData.path })
    : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} lastUpdatedLabel={legalCopy.lastUpdatedLabel} />;
}
