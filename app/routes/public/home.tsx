import type { Route } from "./+types/home";
import { FeatureGrid } from "~/components/firm/FeatureGrid";
import { heroMedia } from "~/components/hero/HeroVideo";
import { HomeHero } from "~/components/hero/HomeHero";
import { HomeInsights } from "~/components/insights/HomeInsights";
import { WhoWeAre } from "~/components/firm/WhoWeAre";
import { homeArticles } from "~/content/articles/articles.server";
import { home, homePage } from "~/content/pages/home/copy";
import { organizationJsonLd } from "~/lib/structured-data";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { loadAsDocument, staticDocument } from "~/document/static-document";

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
