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

const page = companiesPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...page.meta, path: "/companies", jsonLd: [faqPageJsonLd(faq.items)] });

export default function Companies() {
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
