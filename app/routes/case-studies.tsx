import type { Route } from "./+types/case-studies";
import { CaseStudyList } from "~/components/case-studies/CaseStudyList";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { caseStudiesFor } from "~/content/case-studies";
import { industryList } from "~/content/industries";
import { caseStudiesPage } from "~/content/pages/case-studies";
import { pageMeta } from "~/lib/meta";

// Copy travels as loader data (in the prerendered HTML), not inside the page's JavaScript.
export function loader() {
  const groups = industryList.map((industry) => ({ industry, studies: caseStudiesFor(industry.slug) }));
  return { page: caseStudiesPage, groups };
}

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
