import type { ContentLink } from "./schemas/shared.ts";
import type { PagesContent } from "./schemas/pages.ts";

const apply: ContentLink = { label: "Start Your Application", to: "/apply" };

/** Titles, descriptions and hero copy of the content pages (industries and articles carry their own). */
export const pages: PagesContent = {
  home: {
    meta: {
      title: "Noema Capital: Intelligent Capital for the Innovation Economy",
      description:
        "AI-first, partner-led venture debt for European technology founders. Non-dilutive capital from $2M to $7M for Series A+ companies.",
    },
  },
  companies: {
    meta: {
      title: "For Companies: Venture Debt for European Founders",
      description:
        "Who we fund, how our four-step process works and what founders ask before they apply. Venture debt from $2M to $7M, no board seats.",
    },
    hero: {
      eyebrow: "For Companies",
      title: "Venture debt built around your business",
      intro:
        "Non-dilutive capital for Series A+ technology companies across Europe, underwritten on your own data and decided by partners in weeks, not months.",
    },
    cta: {
      heading: "Extend your runway without giving up control",
      body: "Apply in about a day. You will hear from a partner within 3-5 days.",
      primary: apply,
      secondary: { label: "Contact Us", to: "/contact" },
    },
  },
  insights: {
    meta: {
      title: "Insights on Venture Debt and European Growth",
      description:
        "Analysis from Noema Capital's partners on venture debt mechanics, AI underwriting, the European market and sector financing.",
    },
    hero: {
      eyebrow: "Insights",
      title: "Insights",
      intro:
        "Practical analysis on venture debt, underwriting and financing growth in Europe, written by the people who make our lending decisions.",
    },
  },
  about: {
    meta: {
      title: "About Noema Capital",
      description:
        "Our mission, operating principles, leadership and investment philosophy: smarter venture debt, powered by AI and aligned with founders.",
    },
  },
  faqs: {
    meta: {
      title: "Venture Debt FAQs",
      description:
        "Answers to founders' questions about Noema Capital: loan sizes, eligibility, timelines, cost, covenants, data protection and board seats.",
    },
    hero: {
      eyebrow: "FAQ",
      title: "Frequently Asked Questions",
      intro: "What founders ask us before they apply, answered plainly.",
    },
    cta: {
      heading: "Still have a question?",
      body: "A partner will answer it directly, usually within two business days.",
      primary: { label: "Contact Us", to: "/contact" },
      secondary: { label: "Join the waitlist", to: "/apply" },
    },
  },
  whoWeFund: {
    meta: {
      title: "Who We Fund: Criteria, Metrics and Products",
      description:
        "Noema Capital finances Series A+ European technology companies with $5M+ ARR in software, fintech, healthtech and deeptech.",
    },
    hero: {
      eyebrow: "Who We Fund",
      title: "Who We Fund",
      intro: "The companies we finance, what we look for in the numbers, and the facilities we offer.",
    },
    criteriaHeading: {
      eyebrow: "What we look for",
      heading: "Criteria, metrics and sectors",
      intro: "The profile of the companies we finance. Meeting most of these is enough to start a conversation.",
    },
    productsHeading: { eyebrow: "Products", heading: "Four ways to finance growth" },
    cta: {
      heading: "Sound like your company?",
      body: "Start your application today; it takes about a day to complete.",
      primary: apply,
      secondary: { label: "Our Process", to: "/process" },
    },
  },
  process: {
    meta: {
      title: "Our Process: From Application to Funding",
      description:
        "Four steps from application to funds: Initial Application (1 Day), Initial Review (3-5 days), Due Diligence (1-3 weeks), Funding (1-2 weeks).",
    },
    hero: {
      eyebrow: "Our Process",
      title: "Our Process",
      intro: "Four clear steps, with timeframes we hold ourselves to.",
    },
    stepsHeading: {
      eyebrow: "Four steps",
      heading: "From application to funds",
      intro:
        "Timeframes run from the day we receive everything we asked for. We tell you at once if anything is missing.",
    },
    faqLink: { label: "Read the FAQs", to: "/faqs" },
    cta: {
      heading: "Start with step one",
      body: "The application takes about a day. Connect your systems read-only to speed up the review.",
      primary: apply,
      secondary: { label: "Who We Fund", to: "/who-we-fund" },
    },
  },
  caseStudies: {
    meta: {
      title: "Case Studies: Venture Debt in Practice",
      description:
        "How Noema Capital structured venture debt, bridge loans and growth facilities for fintech, software, deeptech and healthtech companies.",
    },
    hero: {
      eyebrow: "Case Studies",
      title: "Case Studies",
      intro: "How founders across Europe have used our facilities, and what the capital made possible.",
    },
    labels: {
      facility: "Facility",
      challenge: "Challenge",
      solution: "Solution",
      outcome: "Outcome",
      industryLink: "More on",
    },
    cta: {
      heading: "Write the next case study with us",
      body: "Tell us what you are building and what the capital is for.",
      primary: { label: "Join the waitlist", to: "/apply" },
      secondary: { label: "Contact Us", to: "/contact" },
    },
  },
  contact: {
    meta: {
      title: "Contact Us",
      description:
        "Contact Noema Capital: founders, investors and partners. Office in Wilmington, Delaware; open Monday to Friday, 9:00 AM to 6:00 PM.",
    },
  },
};
