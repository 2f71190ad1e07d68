import type { CaseStudiesPage } from "./schema.ts";
import { contactUs, joinWaitlist } from "#app/content/shared/links/data.ts";

export const caseStudiesPage: CaseStudiesPage = {
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
    primary: joinWaitlist,
    secondary: contactUs,
  },
};
