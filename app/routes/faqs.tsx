import type { Route } from "./+types/faqs";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { FaqList } from "~/components/companies/FaqList";
import { faq } from "~/content/faq";
import { faqsPage } from "~/content/pages/faqs";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";

// Copy travels as loader data (in the prerendered HTML), not inside the page's JavaScript.
export function loader() {
  return { page: faqsPage, faq };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { ...loaderData.page.meta, path: "/faqs", jsonLd: [faqPageJsonLd(loaderData.faq.items)] })
    : [];

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { page, faq } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <FaqList content={faq} showHeader={false} />
      <CtaBand {...page.cta} />
    </>
  );
}
