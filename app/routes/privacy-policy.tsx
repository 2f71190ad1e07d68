import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/legal/LegalPage";
import { legalDocument } from "~/content/legal.server";
import { legalCopy } from "~/content/legal";
import { getSiteConfig } from "~/server/site.server";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return legalDocument("privacy-policy", getSiteConfig());
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/privacy-policy" })
    : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} lastUpdatedLabel={legalCopy.lastUpdatedLabel} />;
}
