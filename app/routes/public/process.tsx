import type { Route } from "./+types/process";
import { ArrowLink } from "~/components/common/ArrowLink";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/hero/PageHero";
import { ProcessSteps } from "~/components/process/ProcessSteps";
import { processPage } from "~/content/pages/process/copy";
import { processContent } from "~/content/shared/process/data";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return { page: processPage, processContent };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { ...loaderData.page.meta, path: "/process" }) : [];

export default function ProcessPage({ loaderData }: Route.ComponentProps) {
  const { page, processContent } = loaderData;
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
