import type { Route } from "./+types/terms-and-conditions";
import { LegalPage } from "~/components/legal/LegalPage";
import { legalDocument } from "~/content/legal.server";
import { legalCopy } from "~/content/legal";
import { getSiteConfig } from "~/server/site.server";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return legalDocument("terms-and-conditions", getSiteConfig());
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/terms-and-conditions" })
    : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} lastUpdatedLabel={legalCopy.lastUpdatedLabel} />;
}
