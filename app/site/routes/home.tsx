import type { Route } from "./+types/home";
import { FeatureGrid } from "#app/site/components/firm/FeatureGrid.tsx";
import { heroMedia } from "#app/site/components/hero/HeroVideo.tsx";
import { HomeHero } from "#app/site/components/hero/HomeHero.tsx";
import { HomeInsights } from "#app/site/components/insights/HomeInsights.tsx";
import { WhoWeAre } from "#app/site/components/firm/WhoWeAre.tsx";
import { homeArticles } from "#app/site/insights/articles.server.ts";
import { home, homePage } from "#app/content/pages/home/copy.ts";
import { organizationJsonLd } from "#app/site/structured-data.ts";
import { pageMeta, siteFromMatches } from "#app/site/meta.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

export function loader() {
  return { home, articles: homeArticles() };
}

// The poster is the LCP element: fetch it before the stylesheet-driven layout asks for it.
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: heroMedia.poster.avif,
    imageSizes: heroMedia.sizes,
    fetchPriority: "high",
  },
];

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    ...homePage.meta,
    path: "/",
    jsonLd: [organizationJsonLd(siteFromMatches(matches))],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HomeHero hero={home.hero} />
      <WhoWeAre content={home.whoWeAre} />
      <FeatureGrid id="pillars" tone="dark" {...home.pillars} />
      <FeatureGrid id="edge" {...home.edge} />
      <HomeInsights content={home.insights} articles={loaderData.articles} />
    </>
  );
}
