import type { Route } from "./+types/case-studies";
import { CaseStudyList } from "~/components/portfolio/CaseStudyList";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/hero/PageHero";
import { caseStudiesFor } from "~/content/shared/case-studies/data";
import { industryList } from "~/content/shared/industries/data";
import { caseStudiesPage } from "~/content/pages/case-studies/copy";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, staticDocument } from "~/document/static-document";

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
