import { data } from "react-router";
import type { Route } from "./+types/legal-page";
import { LegalPage } from "#app/site/components/legal/LegalPage.tsx";
import { isLegalSlug, legalDocument } from "#app/site/legal/documents.server.ts";
import { legalCopy } from "#app/content/shared/legal/data.ts";
import { getSiteConfig } from "#app/site/serving/site.server.ts";
import { getDatabase } from "#app/platform/db/db.server.ts";
import { readRetention } from "#app/platform/privacy/retention-settings.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

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
