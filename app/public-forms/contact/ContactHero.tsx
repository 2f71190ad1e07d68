import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { contactCopy } from "#app/content/pages/contact/copy.ts";

/** 'Contact Us' and its sub-line; rendered by routes/public/contact.tsx. */
export function ContactHero() {
  return <PageHero title={contactCopy.heading} intro={contactCopy.subline} />;
}
