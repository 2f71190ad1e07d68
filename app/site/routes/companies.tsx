import type { Route } from "./+types/companies";
import { CtaBand } from "#app/shared/ui/CtaBand.tsx";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { FaqList } from "#app/site/components/faq/FaqList.tsx";
import { ProcessSteps } from "#app/site/components/process/ProcessSteps.tsx";
import { WhoWeFund } from "#app/site/components/funding/WhoWeFund.tsx";
import { faq } from "#app/content/shared/faq/data.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { companiesPage } from "#app/content/pages/companies/copy.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import { faqPageJsonLd } from "#app/site/structured-data.ts";
import { Link } from "react-router";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

export function loader() {
  return { page: companiesPage, funding, processContent, faq };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { ...loaderData.page.meta, path: "/companies", jsonLd: [faqPageJsonLd(loaderData.faq.items)] })
    : [];

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { page, funding, processContent, faq } = loaderData;
  return (
    <>
      <PageHero {...page.hero}>
        <Link to={page.cta.primary.to} className="button button-primary">
          {page.cta.primary.label}
        </Link>
        <Link to={page.calculator.to} className="button button-ghost">
          {page.calculator.label}
        </Link>
      </PageHero>
      <WhoWeFund intro={funding} categories={funding.categories} rateNote={funding.rateNote} />
      <ProcessSteps intro={processContent} steps={processContent.steps} />
      <FaqList content={faq} />
      <CtaBand {...page.cta} />
    </>
  );
}
