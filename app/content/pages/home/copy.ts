import type { HomeContent, HomePage } from "./schema.ts";
import { joinWaitlist } from "#app/content/shared/links/data.ts";
import { publishedFigures } from "#app/content/shared/funding/data.ts";

/** Title and description of /; `meta` reads them, so they ride in the route's JavaScript. */
export const homePage: HomePage = {
  meta: {
    title: "Noema Capital: Intelligent Capital for the Innovation Economy",
    description: `AI-first, partner-led venture debt for European founders. Non-dilutive capital from ${publishedFigures.facilityRange} for Series A+ companies.`,
  },
};

export const home: HomeContent = {
  hero: {
    title: "Intelligent Capital for the Innovation Economy",
    tagline: "Venture debt for startups who build boldly.",
    cta: joinWaitlist,
    secondaryCta: { label: "For Companies", to: "/companies" },
  },
  whoWeAre: {
    eyebrow: "Who We Are",
    heading: "Europe's first AI-driven investment firm",
    lead: "Noema Capital provides non-dilutive, AI-powered capital to Europe's most ambitious technology founders.",
    paragraphs: [
      "We read the data a company already runs on (billing, accounting, pipeline and bank statements) to underwrite venture debt on where the business is going, not only where it has been. Partners who have built and financed companies make every decision.",
    ],
    nameOrigin: {
      term: "noēma",
      pronunciation: "no-AY-ma",
      meaning:
        'Our name comes from the Greek noēma, "thought": the object of careful thinking. It is how we want to finance companies: with thought first, and with evidence behind every term.',
    },
    cta: { label: "About Noema", to: "/about" },
  },
  pillars: {
    eyebrow: "What we stand for",
    heading: "Three pillars",
    items: [
      {
        title: "Partner Led",
        icon: "handshake",
        description:
          "Every company works directly with a partner who has run or financed technology businesses, from first call to final repayment.",
      },
      {
        title: "AI-First",
        icon: "spark",
        description:
          "Our models read operating data to answer in days, size facilities on real performance and spot change early, for both sides.",
      },
      {
        title: "Pan-European",
        icon: "globe",
        description:
          "One team and one standard of documentation for founders from Lisbon to Helsinki, with structures prepared for each jurisdiction.",
      },
    ],
  },
  edge: {
    eyebrow: "Our edge",
    heading: "Why founders choose Noema",
    intro:
      "Venture debt is a product. We build it around the founder's problem, and back it with expertise at every layer.",
    items: [
      {
        title: "Full Stack Capital Expertise",
        icon: "layers",
        description:
          "Venture debt, bridge loans, sales and marketing capital and SaaS finance, combined into one structure that fits how your company generates cash.",
      },
      {
        title: "AI-first Sourcing and Underwriting",
        icon: "spark",
        description:
          "Models trained on operating data find strong companies earlier and underwrite them faster, with every output explainable to the founder.",
      },
      {
        title: "Strong Sector Understanding",
        icon: "compass",
        description:
          "Deep knowledge of software, fintech, healthtech and deeptech business models, so terms reflect how your sector really works.",
      },
    ],
    cta: { label: "For Companies", to: "/companies" },
  },
  insights: {
    eyebrow: "Insights",
    heading: "Latest thinking",
    intro: "Notes from our partners on venture debt, underwriting and the European growth market.",
    cardLinkLabel: "Read the PDF",
    pdfNote: "PDF",
    allLink: { label: "Read Our Insights", to: "/insights" },
  },
};
