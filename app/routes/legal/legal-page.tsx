import { data } from "react-router";
import type { Route } from "./+types/legal-page";
import { LegalPage } from "~/components/legal/LegalPage";
import { isLegalSlug, legalDocument } from "~/content/shared/legal/documents.server";
import { legalCopy } from "~/content/shared/legal/data";
import { getSiteConfig } from "~/server/site.server";
import { getDatabase } from "~/server/db/db.server";
import { readRetention } from "~/server/privacy/retention-settings.server";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, staticDocument } from "~/document/static-document";

/**
 * One template for /privacy-policy, /terms-and-conditions and /disclosures: the path names the document.
 * The privacy policy renders per request with the retention periods in force (decision 056); the others are prerendered.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  if (!isLegalSlug(slug)) throw data(null, { status: 404 });
  const retention = slug === "privacy-policy" ? await readRetention(getDatabase().db) : undefined;
  return { ...legalDocument(slug, getSiteConfig(), retention), path: `/${slug}` };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: loaderData.path })
    : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} lastUpdatedLabel={legalCopy.lastUpdatedLabel} />;
}
