import { PageHero } from "~/components/hero/PageHero";
import { contactCopy } from "~/content/pages/contact/copy";

/** 'Contact Us' and its sub-line; rendered by routes/public/contact.tsx. */
export function ContactHero() {
  return <PageHero title={contactCopy.heading} intro={contactCopy.subline} />;
}
