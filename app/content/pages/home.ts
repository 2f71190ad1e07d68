import type { PagesContent } from "../schemas/pages.ts";

export const homePage: PagesContent["home"] = {
  meta: {
    title: "Noema Capital: Intelligent Capital for the Innovation Economy",
    description:
      "AI-first, partner-led venture debt for European technology founders. Non-dilutive capital from $2M to $7M for Series A+ companies.",
  },
};
