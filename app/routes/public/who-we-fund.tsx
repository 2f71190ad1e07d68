import type { Route } from "./+types/who-we-fund";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/hero/PageHero";
import { ProductList } from "~/components/funding/ProductList";
import { WhoWeFund } from "~/components/funding/WhoWeFund";
import { funding } from "~/content/shared/funding/data";
import { whoWeFundPage } from "~/content/pages/who-we-fund/copy";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, staticDocument } from "~/document/static-document";

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
