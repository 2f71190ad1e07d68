import type { Navigation } from "./schema.ts";
import { joinWaitlist } from "#app/content/shared/links/data.ts";
import { industryLinks } from "#app/content/shared/industries/names.ts";

/** Every page for founders weighing us, grouped under 'For Companies' in the header and the footer. */
const companyLinks = [
  { label: "Companies Overview", to: "/companies" },
  { label: "Who We Fund", to: "/who-we-fund" },
  { label: "Our Process", to: "/process" },
  { label: "Case Studies", to: "/case-studies" },
  { label: "FAQs", to: "/faqs" },
];

/** In the 'For Companies' menu (header and mobile); the footer lists it under 'For Founders'. */
const calculatorLink = { label: "Venture Debt Calculator", to: "/venture-debt-calculator" };

export const navigation: Navigation = {
  skipLink: "Skip to main content",
  homeLabel: "Noema Capital, home",
  companiesMenu: {
    label: "For Companies",
    to: "/companies",
    pagesLabel: "Companies",
    pages: [...companyLinks, calculatorLink],
    industriesLabel: "Industries",
    industries: industryLinks,
  },
  primary: [
    { label: "Insights", to: "/insights" },
    { label: "About", to: "/about" },
    { label: "Contact", to: "/contact" },
  ],
  cta: joinWaitlist,
  menuOpen: "Open menu",
  menuClose: "Close menu",
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  footer: {
    blurb:
      "Non-dilutive, AI-powered capital for Europe's most ambitious technology founders. Partner-led, pan-European, evidence based.",
    columns: [
      { title: "For Companies", links: companyLinks },
      { title: "Industries", links: industryLinks },
      {
        title: "For Founders",
        links: [calculatorLink, joinWaitlist, { label: "Follow Your Application", to: "/account/sign-in" }],
      },
      {
        title: "Resources",
        links: [
          { label: "Insights", to: "/insights" },
          { label: "About Us", to: "/about" },
          { label: "Contact", to: "/contact" },
        ],
      },
    ],
    contactTitle: "Contact",
    socialLabel: "Social media",
    legalNavLabel: "Legal",
    legal: [
      { label: "Terms and Conditions", to: "/terms-and-conditions" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Disclosures", to: "/disclosures" },
    ],
    rightsReserved: "All rights reserved.",
    opensInNewTab: "(opens in a new tab)",
  },
  serverError: {
    eyebrow: "Error",
    title: "Something went wrong on our side",
    body: "Please try again in a moment. If it keeps happening, write to us and we will look into it.",
  },
  notFound: {
    eyebrow: "Error 404",
    title: "We couldn't find that page",
    body: "The address may be mistyped, or the page may have moved. These are good places to continue:",
    links: [{ label: "Home", to: "/" }, { label: "For Companies", to: "/companies" }, joinWaitlist],
  },
};
