import type { WhoWeFundPage } from "./schema.ts";
import { startApplication } from "#app/content/shared/links/data.ts";
import { facts } from "#app/content/shared/facts/data.ts";
import { publishedFigures } from "#app/content/shared/funding/data.ts";

export const whoWeFundPage: WhoWeFundPage = {
  meta: {
    title: "Who We Fund: Criteria, Metrics and Products",
    description: `Noema Capital finances Series A+ European technology companies in software, fintech, healthtech and deeptech with ${publishedFigures.minimumArr}.`,
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
    body: `Start your application today; it takes ${facts.applicationFormTime} to fill in.`,
    primary: startApplication,
    secondary: { label: "Our Process", to: "/process" },
  },
};
