import type { FundingContent } from "./schemas/funding.ts";

export type { FundingCategory } from "./schemas/funding.ts";

/** Who We Fund: criteria, metrics, industries and products (spec §9, verbatim items). */
export const funding: FundingContent = {
  eyebrow: "Who We Fund",
  heading: "Who We Fund",
  intro:
    "We finance growth-stage technology companies across Europe with proven revenue, strong unit economics and a clear use for the capital.",
  categories: [
    {
      id: "criteria",
      title: "Criteria",
      summary: "Where a company needs to be before debt is the right tool.",
      items: [
        "Series A+ companies",
        "$5M+ in ARR",
        "12+ months of operating history",
        "Ideally backed by institutional investors",
      ],
    },
    {
      id: "metrics",
      title: "Metrics",
      summary: "What our models and partners look for in the numbers.",
      items: [
        "Consistent yoy growth",
        "Healthy gross margins",
        "Credible path to profitability",
        "Low customer concentration",
      ],
    },
    {
      id: "industries",
      title: "Industries",
      summary: "The sectors where our data and partners know the business models.",
      items: ["Software & SaaS", "Fintech", "Healthtech", "DeepTech"],
    },
    {
      id: "products",
      title: "Products",
      summary: "Facilities shaped around how your business generates cash.",
      items: ["Bridge Loans", "Sales & Marketing Capital", "Venture Debt", "SaaS Finance"],
    },
  ],
  productDetails: [
    {
      name: "Bridge Loans",
      description:
        "Short-term capital to reach a defined event such as an equity close, a grant payment or a large contract, repaid when it happens.",
    },
    {
      name: "Sales & Marketing Capital",
      description:
        "Financing for acquisition spend with a measurable payback, sized on cohort data and repaid from the revenue it creates.",
    },
    {
      name: "Venture Debt",
      description:
        "Term loans alongside equity rounds, typically 25-50% of the last round, to extend runway and reach the next milestone with less dilution.",
    },
    {
      name: "SaaS Finance",
      description:
        "Facilities sized on recurring revenue, retention and margins, for software companies that want to grow on their own customers' contracts.",
    },
  ],
};
