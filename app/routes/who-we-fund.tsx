import type { Route } from "./+types/who-we-fund";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { ProductList } from "~/components/companies/ProductList";
import { WhoWeFund } from "~/components/companies/WhoWeFund";
import { funding } from "~/content/funding";
import { whoWeFundPage } from "~/content/pages/who-we-fund";
import { pageMeta } from "~/lib/meta";

const page = whoWeFundPage;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...page.meta, path: "/who-we-fund" });

export default function WhoWeFundPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <WhoWeFund intro={page.criteriaHeading} categories={funding.categories} />
      <ProductList intro={page.productsHeading} products={funding.productDetails} />
      <CtaBand {...page.cta} />
    </>
  );
}
