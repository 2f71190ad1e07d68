import { data, Link } from "react-router";
import type { Route } from "./+types/industry";
import { ArrowLink } from "#app/shared/ui/ArrowLink.tsx";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import { PortfolioCards } from "#app/site/components/portfolio/PortfolioCards.tsx";
import { WhyCards } from "#app/site/components/industry/WhyCards.tsx";
import { ArticleGrid } from "#app/site/components/insights/ArticleGrid.tsx";
import { articlesForIndustry } from "#app/site/insights/articles.server.ts";
import { caseStudiesFor } from "#app/content/shared/case-studies/data.ts";
import { industries, industryPageLabels, isIndustrySlug } from "#app/content/shared/industries/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

/** One template for /fintech, /software, /deeptech and /healthtech: the path names the industry. */
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  if (!isIndustrySlug(slug)) throw data(null, { status: 404 });
  return {
    industry: industries[slug],
    caseStudies: caseStudiesFor(slug),
    labels: industryPageLabels,
    articles: articlesForIndustry(slug),
  };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { industry } = loaderData;
  return pageMeta(matches, { ...industry.meta, path: `/${industry.slug}` });
};

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry, caseStudies, labels } = loaderData;
  return (
    <>
      <PageHero eyebrow={industry.eyebrow} title={industry.title} intro={industry.intro}>
        <Link to={industry.cta.to} className="button button-primary">
          {industry.cta.label}
        </Link>
      </PageHero>
      <WhyCards heading={industry.whyHeading} cards={industry.why} />
      <PortfolioCards
        heading={industry.portfolioHeading}
        intro={industry.portfolioIntro}
        companies={caseStudies}
        caseStudyLabel={labels.caseStudyLink}
      />
      <HeadedSection
        headingId="industry-insights"
        heading={industry.insightsHeading}
        action={<ArrowLink to={labels.allInsights.to}>{labels.allInsights.label}</ArrowLink>}
      >
        <ArticleGrid articles={loaderData.articles} columns={2} />
      </HeadedSection>
    </>
  );
}
