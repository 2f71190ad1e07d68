import type { CompaniesPage } from "./schema.ts";
import { contactUs, startApplication } from "#app/content/shared/links/data.ts";
import { facts } from "#app/content/shared/facts/data.ts";
import { publishedFigures } from "#app/content/shared/funding/data.ts";

export const companiesPage: CompaniesPage = {
  meta: {
    title: "For Companies: Venture Debt for European Founders",
    description: `Who we fund, how our four steps work and what founders ask before they apply. Venture debt from ${publishedFigures.facilityRange}, no board seats.`,
  },
  hero: {
    eyebrow: "For Companies",
    title: "Venture debt built around your business",
    intro:
      "Non-dilutive capital for Series A+ technology companies across Europe, underwritten on your own data and decided by partners in weeks, not months.",
  },
  calculator: { label: "Size a Facility", to: "/venture-debt-calculator" },
  cta: {
    heading: "Extend your runway without giving up control",
    body: `Filling in the application takes ${facts.applicationFormTime}. You will hear from a partner ${facts.replyTime}.`,
    primary: startApplication,
    secondary: contactUs,
  },
};
