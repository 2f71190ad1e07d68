import type { Route } from "./+types/faqs";
import { CtaBand } from "~/components/common/CtaBand";
import { PageHero } from "~/components/common/PageHero";
import { FaqList } from "~/components/companies/FaqList";
import { faq } from "~/content/faq";
import { faqsPage } from "~/content/pages/faqs";
import { pageMeta } from "~/lib/meta";
import { faqPageJsonLd } from "~/lib/structured-data";

const page = faqsPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...page.meta, path: "/faqs", jsonLd: [faqPageJsonLd(faq.items)] });

export default function Faqs() {
  return (
    <>
      <PageHero {...page.hero} />
      <FaqList content={faq} showHeader={false} />
      <CtaBand {...page.cta} />
    </>
  );
}
