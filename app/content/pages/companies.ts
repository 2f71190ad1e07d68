import type { PagesContent } from "../schemas/pages.ts";
import type { ContentLink } from "../schemas/shared.ts";

const apply: ContentLink = { label: "Start Your Application", to: "/apply" };

export const companiesPage: PagesContent["companies"] = {
  meta: {
    title: "For Companies: Venture Debt for European Founders",
    description:
      "Who we fund, how our four-step process works and what founders ask before they apply. Venture debt from $2M to $7M, no board seats.",
  },
  hero: {
    eyebrow: "For Companies",
    title: "Venture debt built around your business",
    intro:
      "Non-dilutive capital for Series A+ technology companies across Europe, underwritten on your own data and decided by partners in weeks, not months.",
  },
  cta: {
    heading: "Extend your runway without giving up control",
    body: "Apply in about a day. You will hear from a partner within 3-5 days.",
    primary: apply,
    secondary: { label: "Contact Us", to: "/contact" },
  },
};
