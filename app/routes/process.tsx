import type { Route } from "./+types/process";
import { ArrowLink } from "~/components/common/ArrowLink";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { ProcessSteps } from "~/components/companies/ProcessSteps";
import { processPage } from "~/content/pages/process";
import { processContent } from "~/content/process";
import { pageMeta } from "~/lib/meta";

const page = processPage;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...page.meta, path: "/process" });

export default function ProcessPage() {
  return (
    <>
      <PageHero {...page.hero}>
        <ArrowLink to={page.faqLink.to}>{page.faqLink.label}</ArrowLink>
      </PageHero>
      <ProcessSteps intro={page.stepsHeading} steps={processContent.steps} tone="light" />
      <CtaBand {...page.cta} />
    </>
  );
}
