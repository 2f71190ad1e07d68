import type { Route } from "./+types/companies";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/hero/PageHero";
import { FaqList } from "~/components/faq/FaqList";
import { ProcessSteps } from "~/components/process/ProcessSteps";
import { WhoWeFund } from "~/components/funding/WhoWeFund";
import { faq } from "~/content/shared/faq/data";
import { funding } from "~/content/shared/funding/data";
import { companiesPage } from "~/content/pages/companies/copy";
import { processContent } from "~/content/shared/process/data";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";
import { Link } from "react-router";
import { loadAsDocument, staticDocument } from "~/document/static-document";

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
