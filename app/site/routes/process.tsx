import { DocumentsToPrepare } from "#app/deal/documents/DocumentsToPrepare.tsx";
import type { Route } from "./+types/process";
import { ArrowLink } from "#app/shared/ui/ArrowLink.tsx";
import { CtaBand } from "#app/shared/ui/CtaBand.tsx";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { ProcessSteps } from "#app/site/components/process/ProcessSteps.tsx";
import { processPage } from "#app/content/pages/process/copy.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

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
