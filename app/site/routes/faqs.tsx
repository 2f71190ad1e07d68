import { DocumentsToPrepare } from "#app/deal/documents/DocumentsToPrepare.tsx";
import type { Route } from "./+types/faqs";
import { CtaBand } from "#app/shared/ui/CtaBand.tsx";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { FaqList } from "#app/site/components/faq/FaqList.tsx";
import { faq } from "#app/content/shared/faq/data.ts";
import { faqsPage } from "#app/content/pages/faqs/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import { faqPageJsonLd } from "#app/site/structured-data.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

export function loader() {
  return { page: faqsPage, faq };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { ...loaderData.page.meta, path: "/faqs", jsonLd: [faqPageJsonLd(loaderData.faq.items)] })
    : [];

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { page, faq } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <FaqList content={faq} showHeader={false} aside={<DocumentsToPrepare />} />
      <CtaBand {...page.cta} />
    </>
  );
}
