import type { InsightsFeed } from "./schema.ts";

/** The insights feed (RSS 2.0). Small on purpose: the root module links it from every page's head. */
export const insightsFeed: InsightsFeed = {
  path: "/feed.xml",
  title: "Noema Capital Insights",
  description: "Notes on venture debt, AI-driven underwriting and financing Europe's technology companies.",
};
