import { DocumentsToPrepare } from "~/components/documents/DocumentsToPrepare";
import type { Route } from "./+types/process";
import { ArrowLink } from "~/components/common/ArrowLink";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/hero/PageHero";
import { ProcessSteps } from "~/components/process/ProcessSteps";
import { processPage } from "~/content/pages/process/copy";
import { processContent } from "~/content/shared/process/data";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, staticDocument } from "~/document/static-document";

export function loader() {
  return { page: processPage, processContent };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

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
      <div className="container">
        <DocumentsToPrepare layout="centred" />
      </div>
      <CtaBand {...page.cta} />
    </>
  );
}
