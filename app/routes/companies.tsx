import type { Route } from "./+types/companies";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { FaqList } from "~/components/companies/FaqList";
import { ProcessSteps } from "~/components/companies/ProcessSteps";
import { WhoWeFund } from "~/components/companies/WhoWeFund";
import { faq } from "~/content/faq";
import { funding } from "~/content/funding";
import { companiesPage } from "~/content/pages/companies";
import { processContent } from "~/content/process";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";
import { Link } from "react-router";

// Copy travels as loader data (in the prerendered HTML), not inside the page's JavaScript.
export function loader() {
  return { page: companiesPage, funding, processContent, faq };
}

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
      </PageHero>
      <WhoWeFund intro={funding} categories={funding.categories} />
      <ProcessSteps intro={processContent} steps={processContent.steps} />
      <FaqList content={faq} />
      <CtaBand {...page.cta} />
    </>
  );
}
