import type { ProcessContent } from "./schema.ts";

/** From application to funds: the four steps and the timeframes we promise founders, shown on /companies and /process. */
export const processContent: ProcessContent = {
  eyebrow: "How it works",
  heading: "Our Process",
  intro:
    "From first application to funds in your account in as little as three weeks. You always know which step you are in and what comes next.",
  steps: [
    {
      step: "01",
      title: "Initial Application",
      timeframe: "1 Day",
      description:
        "Tell us about your company in a short online application and, if you wish, connect your billing and accounting systems read-only.",
    },
    {
      step: "02",
      title: "Initial Review",
      timeframe: "3-5 days",
      description:
        "Our models and a partner review your data. You receive an indicative term sheet, or a clear explanation of what would need to change.",
    },
    {
      step: "03",
      title: "Due Diligence",
      timeframe: "1-3 weeks",
      description:
        "We meet the management team, confirm the figures and agree the structure with you. Most questions are answered by the data you already shared.",
    },
    {
      step: "04",
      title: "Funding",
      timeframe: "1-2 weeks",
      description:
        "Documentation is signed under one standard agreement adapted to your jurisdiction, and the first tranche is drawn when you need it.",
    },
  ],
};
