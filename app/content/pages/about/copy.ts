import type { AboutContent, AboutPage, Principle } from "./schema.ts";
import { contactUs, joinWaitlist } from "#app/content/shared/links/data.ts";
import { facts } from "#app/content/shared/facts/data.ts";

/** Title and description of /about; `meta` reads them, so they ride in the route's JavaScript. */
export const aboutPage: AboutPage = {
  meta: {
    title: "About Noema Capital",
    description:
      "Our mission, operating principles, leadership and investment philosophy: smarter venture debt, powered by AI and aligned with founders.",
  },
};

export const about: AboutContent = {
  hero: {
    title: "About",
    tagline: "Smarter venture debt. Powered by AI. Aligned with founders.",
  },
  mission: {
    eyebrow: "Our Mission",
    heading: "Our Mission",
    statement: "To provide non-dilutive, AI-powered capital for Europe's most ambitious tech founders.",
    paragraphs: [
      "Europe produces world-class technology companies, yet its founders still give up more ownership, earlier, than their peers elsewhere. Debt that could fund growth is too often priced on a template, slow to arrive and wrapped in covenants that take control away at the worst moment.",
      "We started Noema to change that: a lender that reads the business directly, answers quickly, explains every term and stays on the founder's side when the plan changes.",
    ],
  },
  principles: {
    eyebrow: "How we operate",
    heading: "Our Operating Principles",
    intro: "Six principles guide every facility we offer and every conversation we have.",
  },
  leadership: {
    eyebrow: "Leadership",
    heading: "Leadership",
    intro: "Noema is led by partners who have built, financed and run technology companies across Europe.",
    readBio: "Read full biography",
    linkedinLabel: "LinkedIn",
  },
  philosophy: {
    eyebrow: "Investment Philosophy",
    heading: "Investment Philosophy",
    paragraphs: [
      "Our underwriting is data-driven and forward-looking. We look at growth potential, cash efficiency and market dynamics, not at static financials or rigid covenants.",
      "Trailing figures tell us where a company has been. Cohorts, pipeline quality, gross margin trends and the cost of growth tell us where it is going. We price the second, and we model the downside honestly, because debt that cannot survive a delayed plan is not debt we want to lend.",
      "Models inform; partners decide. Every output is explainable to the founder it affects, and every founder can challenge it with evidence.",
    ],
  },
  steps: {
    eyebrow: "Working together",
    heading: "How we work with founders",
    items: [
      {
        id: 1,
        title: "Share your data",
        description:
          "Upload the billing, accounting and bank exports you already have in your founder account. No lengthy lender pack.",
      },
      {
        id: 2,
        title: "Model the future",
        description:
          "Our models build conservative, base and strong scenarios from your data; a partner reviews them with you.",
      },
      {
        id: 3,
        title: "Structure together",
        description:
          "We propose size, interest-only period and covenants that fit your cash generation, and explain each term.",
      },
      {
        id: 4,
        title: "Partner after closing",
        description:
          "Monitoring reads the same monthly exports, so we see change as early as you do and talk before it matters.",
      },
    ],
  },
  teamGrid: {
    eyebrow: "Team",
    heading: "Our Team",
    intro: "Select a team member to read their full biography.",
  },
  dialog: {
    close: "Close biography",
    socialHeading: "Connect",
    opensInNewTab: "(opens in a new tab)",
  },
  cta: {
    heading: "Ready to Scale Your Company?",
    body: "Join the waitlist for our next funding cycle, or talk to a partner about your plans.",
    primary: joinWaitlist,
    secondary: contactUs,
  },
};

/** The six operating principles; their titles and order are the firm's own and stay verbatim. */
export const principles: Principle[] = [
  {
    id: 1,
    title: "Capital Is a Product",
    description:
      "We design financing the way good software is designed: around the user's problem, with clear terms, fast answers and no hidden mechanics.",
  },
  {
    id: 2,
    title: "Evidence based, Insights driven",
    description:
      "Decisions rest on the data a company already runs on. Our models surface the evidence; our partners turn it into judgement.",
  },
  {
    id: 3,
    title: "Preserve Founder Leverage",
    description:
      "No board seats, minimal covenants and warrant coverage sized to the risk. Our capital should widen a founder's options, never narrow them.",
  },
  {
    id: 4,
    title: "Underwrite the Future, Not the Past",
    description:
      "We look at growth potential, cash efficiency and market dynamics, not only trailing financials, and price the company a founder is building.",
  },
  {
    id: 5,
    title: "Act with Velocity and Clarity",
    description: `An initial answer ${facts.replyTime} and a plain explanation of every term. If the answer is no, we say so early and explain why.`,
  },
  {
    id: 6,
    title: "Partner beyond Capital",
    description:
      "Introductions to customers, lenders and equity investors across Europe, and a team that stays close when the plan changes.",
  },
];
