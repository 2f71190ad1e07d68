import type { PagesContent } from "../schemas/pages.ts";

export const aboutPage: PagesContent["about"] = {
  meta: {
    title: "About Noema Capital",
    description:
      "Our mission, operating principles, leadership and investment philosophy: smarter venture debt, powered by AI and aligned with founders.",
  },
};
