import type { Route } from "./+types/case-studies";
import { CaseStudyList } from "~/components/case-studies/CaseStudyList";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { caseStudiesFor } from "~/content/case-studies";
import { industryList } from "~/content/industries";
import { caseStudiesPage } from "~/content/pages/case-studies";
import { pageMeta } from "~/lib/meta";

const page = caseStudiesPage;
const groups = industryList.map((industry) => ({ industry, studies: caseStudiesFor(industry.slug) }));

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...page.meta, path: "/case-studies" });

export default function CaseStudies() {
  return (
    <>
      <PageHero {...page.hero} />
      <CaseStudyList groups={groups} labels={page.labels} />
      <CtaBand {...page.cta} />
    </>
  );
}
