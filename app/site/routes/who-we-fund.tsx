import type { Route } from "./+types/who-we-fund";
import { CtaBand } from "#app/shared/ui/CtaBand.tsx";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { ProductList } from "#app/site/components/funding/ProductList.tsx";
import { WhoWeFund } from "#app/site/components/funding/WhoWeFund.tsx";
import { funding } from "#app/content/shared/funding/data.ts";
import { whoWeFundPage } from "#app/content/pages/who-we-fund/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

export function loader() {
  return { page: whoWeFundPage, funding };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { ...loaderData.page.meta, path: "/who-we-fund" }) : [];

export default function WhoWeFundPage({ loaderData }: Route.ComponentProps) {
  const { page, funding } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <WhoWeFund intro={page.criteriaHeading} categories={funding.categories} rateNote={funding.rateNote} />
      <ProductList intro={page.productsHeading} products={funding.productDetails} />
      <CtaBand {...page.cta} />
    </>
  );
}
