import type { Industry, IndustryPageLabels } from "./schema.ts";
import { joinWaitlist } from "#app/content/shared/links/data.ts";

/** The four sectors with their own page; articles and case studies are tagged with these. */
import { type IndustrySlug, industryNames, industrySlugs } from "./names.ts";

export { industrySlugs, type IndustrySlug };

/** Labels shared by every industry page. */
export const industryPageLabels: IndustryPageLabels = {
  caseStudyLink: "Case Study",
  allInsights: { label: "Read Our Insights", to: "/insights" },
  allCaseStudies: { label: "All case studies", to: "/case-studies" },
};

export const industries: Record<IndustrySlug, Industry> = {
  fintech: {
    slug: "fintech",
    name: industryNames.fintech,
    meta: {
      title: "Venture Debt for Fintech",
      description:
        "Corporate venture debt for European fintechs, underwritten on loan-level and payments data, structured to work alongside your warehouse lines.",
    },
    eyebrow: "Fintech",
    title: "Capital for the companies rebuilding finance",
    intro:
      "Payments, lending, embedded finance and regtech companies need lenders who understand both the operating company and its balance sheet. We underwrite on the data your platform already produces.",
    cta: joinWaitlist,
    whyHeading: "Why fintech founders work with us",
    why: [
      {
        title: "We read loan books, not just decks",
        description:
          "Vintage curves, roll rates and recoveries read at loan level, so corporate debt is sized on the real economics of your book.",
      },
      {
        title: "Built to sit beside your warehouse",
        description:
          "Corporate facilities that can fund first-loss positions and respect your senior lenders' structures, instead of competing with them.",
      },
      {
        title: "Regulatory fluency",
        description:
          "Partners who have operated licensed fintechs and understand capital requirements, safeguarding and the cost of a licence in each market.",
      },
    ],
    portfolioHeading: "Fintech companies we back",
    portfolioIntro: "Three fintech financings, from payments automation to point-of-sale lending.",
    insightsHeading: "Fintech insights",
  },
  software: {
    slug: "software",
    name: industryNames.software,
    meta: {
      title: "Venture Debt for Software & SaaS",
      description:
        "Non-dilutive growth capital for European software and SaaS companies, sized on recurring revenue, retention and gross margin read from your systems.",
    },
    eyebrow: "Software & SaaS",
    title: "Grow on the strength of your own customers",
    intro:
      "Recurring revenue is some of the best collateral there is. We finance European software companies against the contracts they have already won, so the next equity round comes later and at a higher valuation.",
    cta: joinWaitlist,
    whyHeading: "Why software founders work with us",
    why: [
      {
        title: "Sized on retention and margin",
        description:
          "Facilities based on how your revenue actually behaves: gross and net retention, margin and cohort payback, not a multiple of the last round alone.",
      },
      {
        title: "Capital that follows payback",
        description:
          "Sales & Marketing Capital drawn as you scale acquisition spend, repaid from the recurring revenue that spend creates.",
      },
      {
        title: "Reporting from what you already have",
        description:
          "The bank statements you already export and a one-page monthly KPI pack replace lender packs, so your finance team spends its time on the business.",
      },
    ],
    portfolioHeading: "Software companies we back",
    portfolioIntro:
      "Three software financings: acquisition spend, a strategic acquisition and international expansion.",
    insightsHeading: "Software & SaaS insights",
  },
  deeptech: {
    slug: "deeptech",
    name: industryNames.deeptech,
    meta: {
      title: "Venture Debt for DeepTech & Industry 4.0",
      description:
        "Milestone-based debt for European deeptech and Industry 4.0 companies: equipment, grant bridges and runway before value-inflecting milestones.",
    },
    eyebrow: "DeepTech",
    title: "Debt that respects long technical timelines",
    intro:
      "Robotics, photonics, industrial AI and advanced materials grow in steps: a pilot, a certification, a first volume order. We structure debt around those milestones, never ahead of the science.",
    cta: joinWaitlist,
    whyHeading: "Why deeptech founders work with us",
    why: [
      {
        title: "Milestones, not multiples",
        description:
          "Tranches and interest-only periods tied to verifiable milestones such as certifications, pilot conversions and signed volume agreements.",
      },
      {
        title: "Hardware financed against contracts",
        description:
          "Installed equipment financed against the subscriptions it enables, so equity is spent on research and product rather than inventory.",
      },
      {
        title: "Grant and public co-funding bridges",
        description:
          "Short bridges secured on awarded European and national grants that pay in arrears, closing timing gaps without dilution.",
      },
    ],
    portfolioHeading: "DeepTech companies we back",
    portfolioIntro: "Three deeptech financings across robotics, photonics and industrial AI.",
    insightsHeading: "DeepTech insights",
  },
  healthtech: {
    slug: "healthtech",
    name: industryNames.healthtech,
    meta: {
      title: "Venture Debt for Healthtech",
      description:
        "Venture debt for European healthtech companies, underwritten on reimbursement timelines, hospital procurement cycles and regulatory milestones.",
    },
    eyebrow: "Healthtech",
    title: "Capital on healthcare's clock",
    intro:
      "Hospital procurement, medical device certification and reimbursement all take time. We underwrite healthtech companies on when cash really arrives, with structures that leave room for healthcare's pace.",
    cta: joinWaitlist,
    whyHeading: "Why healthtech founders work with us",
    why: [
      {
        title: "Reimbursement understood",
        description:
          "We model statutory payer timelines and price renegotiations, including frameworks such as Germany's DiGA, before we set a single term.",
      },
      {
        title: "Tenders count as evidence",
        description:
          "Won tenders and contracted implementations support larger facilities, with tranches that open as sites go live.",
      },
      {
        title: "Regulation-aware structures",
        description:
          "Covenants and timelines that account for MDR certification, clinical validation and the cost of entering each new market.",
      },
    ],
    portfolioHeading: "Healthtech companies we back",
    portfolioIntro: "Three healthtech financings: digital therapeutics, hospital software and diagnostics.",
    insightsHeading: "Healthtech insights",
  },
};

export const industryList: Industry[] = industrySlugs.map((slug) => industries[slug]);

export function isIndustrySlug(value: string): value is IndustrySlug {
  return (industrySlugs as readonly string[]).includes(value);
}
