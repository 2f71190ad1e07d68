import type { ProcessPage } from "./schema.ts";
import { startApplication } from "#app/content/shared/links/data.ts";
import { facts } from "#app/content/shared/facts/data.ts";
import { processTimeline } from "#app/content/shared/process/data.ts";

export const processPage: ProcessPage = {
  meta: {
    title: "Our Process: From Application to Funding",
    description: `Four steps from application to funds: ${processTimeline}.`,
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
    body: `Filling in the application takes ${facts.applicationFormTime}. Uploading the documents we ask for in your founder account speeds up the review.`,
    primary: startApplication,
    secondary: { label: "Who We Fund", to: "/who-we-fund" },
  },
};
