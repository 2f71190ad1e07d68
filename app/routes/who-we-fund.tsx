import type { Route } from "./+types/who-we-fund";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { ProductList } from "~/components/companies/ProductList";
import { WhoWeFund } from "~/components/companies/WhoWeFund";
import { funding } from "~/content/funding";
import { whoWeFundPage } from "~/content/pages/who-we-fund";
import { pageMeta } from "~/lib/meta";

// Copy travels as loader data (in the prerendered HTML), not inside the page's JavaScript.
export function loader() {
  return { page: whoWeFundPage, funding };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { ...loaderData.page.meta, path: "/who-we-fund" }) : [];

export default function WhoWeFundPage({ loaderData }: Route.ComponentProps) {
  const { page, funding } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <WhoWeFund intro={page.criteriaHeading} categories={funding.categories} />
      <ProductList intro={page.productsHeading} products={funding.productDetails} />
      <CtaBand {...page.cta} />
    </>
  );
}
