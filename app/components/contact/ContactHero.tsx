import { PageHero } from "~/components/common/PageHero";
import { contactCopy } from "~/content/contact";

/** 'Contact Us' and its sub-line; rendered by routes/contact.tsx. */
export function ContactHero() {
  return <PageHero title={contactCopy.heading} intro={contactCopy.subline} />;
}
