import type { PagesContent } from "../schemas/pages.ts";
import type { ContentLink } from "../schemas/shared.ts";

const apply: ContentLink = { label: "Start Your Application", to: "/apply" };

export const whoWeFundPage: PagesContent["whoWeFund"] = {
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
};
