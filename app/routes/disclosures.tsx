import type { Route } from "./+types/disclosures";
import { LegalPage } from "~/components/legal/LegalPage";
import { legalDocument } from "~/content/legal.server";
import { legalCopy } from "~/content/legal";
import { getSiteConfig } from "~/server/site.server";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return legalDocument("disclosures", getSiteConfig());
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/disclosures" })
    : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} lastUpdatedLabel={legalCopy.lastUpdatedLabel} />;
}
