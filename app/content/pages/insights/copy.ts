import type { InsightsPage } from "./schema.ts";

/** Title, description and hero of /insights. */
export const insightsPage: InsightsPage = {
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
};
