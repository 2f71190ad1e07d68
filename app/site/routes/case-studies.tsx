import type { Route } from "./+types/case-studies";
import { CaseStudyList } from "#app/site/components/portfolio/CaseStudyList.tsx";
import { CtaBand } from "#app/shared/ui/CtaBand.tsx";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { caseStudiesFor } from "#app/content/shared/case-studies/data.ts";
import { industryList } from "#app/content/shared/industries/data.ts";
import { caseStudiesPage } from "#app/content/pages/case-studies/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

export function loader() {
  const groups = industryList.map((industry) => ({ industry, studies: caseStudiesFor(industry.slug) }));
  return { page: caseStudiesPage, groups };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { ...loaderData.page.meta, path: "/case-studies" }) : [];

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { page, groups } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <CaseStudyList groups={groups} labels={page.labels} />
      <CtaBand {...page.cta} />
    </>
  );
}
