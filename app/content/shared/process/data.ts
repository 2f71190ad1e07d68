import type { ProcessContent } from "./schema.ts";
import { facts } from "#app/content/shared/facts/data.ts";

/** From application to funds: the four steps and the timeframes we promise founders, shown on /companies and /process. */
export const processContent: ProcessContent = {
  eyebrow: "How it works",
  heading: "Our Process",
  intro: `From first application to funds in your account in as little as ${facts.quickestClose}. You always know which step you are in and what comes next.`,
  steps: [
    {
      step: "01",
      title: "Initial Application",
      timeframe: facts.steps.application,
      description:
        "Tell us about your company in a short online application. You then sign in to your founder account, where you upload the documents we ask for.",
    },
    {
      step: "02",
      title: "Initial Review",
      timeframe: facts.steps.review,
      description:
        "Our models and a partner review your data. You receive an indicative term sheet, or a clear explanation of what would need to change.",
    },
    {
      step: "03",
      title: "Due Diligence",
      timeframe: facts.steps.diligence,
      description:
        "We meet the management team, confirm the figures and agree the structure with you. Most questions are answered by the data you already shared.",
    },
    {
      step: "04",
      title: "Funding",
      timeframe: facts.steps.funding,
      description:
        "Documentation is signed under one standard agreement adapted to your jurisdiction, and the first tranche is drawn when you need it.",
    },
  ],
};

/** "Initial Application (1 Day), Initial Review (3-5 days), …": the steps in one line, for summaries. */
export const processTimeline = processContent.steps.map((step) => `${step.title} (${step.timeframe})`).join(", ");
