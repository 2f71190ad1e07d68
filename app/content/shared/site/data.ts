import type { SiteConfig } from "./schema.ts";

/** Brand facts. Defaults here; env overrides are applied on the server (app/site/serving/site.server.ts). */
export const siteDefaults: SiteConfig = {
  name: "Noema Capital",
  legalName: "Noema Capital LLC",
  tagline: "Intelligent Capital for the Innovation Economy",
  description:
    "Noema Capital is an AI-first, partner-led, pan-European venture-debt firm providing non-dilutive capital to Europe's most ambitious technology founders.",
  url: "http://localhost:3000",
  email: "hello@noema.example",
  phone: "+1 302 555 0142",
  address: {
    street: "1201 North Orange Street, Suite 700",
    city: "Wilmington",
    region: "Delaware",
    postalCode: "19801",
    country: "USA",
  },
  officeHours: [
    // Issue 18: readers across Europe need the zone to read the hours at all.
    { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM Eastern Time (New York)" },
    { days: "Saturday – Sunday", hours: "Closed" },
  ],
  social: {
    linkedin: "https://www.linkedin.com/company/noema-capital",
    x: "https://x.com/noemacapital",
  },
};

/** `tel:` href for a human-formatted phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
