import type { PagesContent } from "./schemas/pages.ts";
import { homePage } from "./pages/home.ts";
import { companiesPage } from "./pages/companies.ts";
import { insightsPage } from "./pages/insights.ts";
import { aboutPage } from "./pages/about.ts";
import { faqsPage } from "./pages/faqs.ts";
import { whoWeFundPage } from "./pages/who-we-fund.ts";
import { processPage } from "./pages/process.ts";
import { caseStudiesPage } from "./pages/case-studies.ts";
import { contactPage } from "./pages/contact.ts";

/**
 * Titles, descriptions and hero copy of the content pages (industries and articles carry their own).
 * One module per page, so each route ships only its own copy; this aggregate is for validation and tests.
 */
export const pages: PagesContent = {
  home: homePage,
  companies: companiesPage,
  insights: insightsPage,
  about: aboutPage,
  faqs: faqsPage,
  whoWeFund: whoWeFundPage,
  process: processPage,
  caseStudies: caseStudiesPage,
  contact: contactPage,
};
