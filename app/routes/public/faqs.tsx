import { DocumentsToPrepare } from "~/components/documents/DocumentsToPrepare";
import type { Route } from "./+types/faqs";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/hero/PageHero";
import { FaqList } from "~/components/faq/FaqList";
import { faq } from "~/content/shared/faq/data";
import { faqsPage } from "~/content/pages/faqs/copy";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";
import { loadAsDocument, staticDocument } from "~/document/static-document";

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
