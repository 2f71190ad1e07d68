import { industryNames } from "#app/content/shared/industries/names.ts";
import { type AmountStyle, publishedDollars, publishedEuros, publishedRateNote } from "./published.ts";
import type { FundingContent } from "./schema.ts";

export type { FundingCategory, FundingRules } from "./schema.ts";

/*
 * The published criteria, as words (rendered by Who We Fund) and as thresholds
 * (read by the indicative fit and the calculator). funding.test.tsx checks that
 * each label states its threshold, so the page and the rules cannot drift apart.
 */
const MINIMUM_ARR_USD = 5_000_000;
const FACILITY_USD = { minimum: 2_000_000, maximum: 7_000_000 };

/**
 * The published dollar figures with their euro value beside them (issue 26): Who We Fund, the FAQs
 * and the pages' descriptions state them from here.
 */
const range = (style: AmountStyle) =>
  `${publishedDollars(FACILITY_USD.minimum, style)} to ${publishedDollars(FACILITY_USD.maximum, style)} ` +
  `(about ${publishedEuros(FACILITY_USD.minimum, style)} to ${publishedEuros(FACILITY_USD.maximum, style)})`;

export const publishedFigures = {
  /** "$5M+ in ARR (about €4.6M)" */
  minimumArr: `${publishedDollars(MINIMUM_ARR_USD)}+ in ARR (about ${publishedEuros(MINIMUM_ARR_USD)})`,
  /** "$2M to $7M (about €1.8M to €6.4M)" */
  facilityRange: range("short"),
  /** "$2 million to $7 million (about €1.8 million to €6.4 million)", as the FAQ and the Disclosures say it. */
  facilityRangeInWords: range("words"),
  rateNote: publishedRateNote,
};

const eligibility: FundingContent["rules"]["eligibility"] = [
  { id: "stage", label: "Series A+ companies", required: true },
  // As published, in dollars: the fit's label for a dollar application; Who We Fund adds the euros.
  { id: "arr", label: `${publishedDollars(MINIMUM_ARR_USD)}+ in ARR`, required: true },
  { id: "history", label: "12+ months of operating history", required: true },
  // "Ideally": shown as met or not, but it never puts a company outside the criteria.
  { id: "investors", label: "Ideally backed by institutional investors", required: false },
];

/** The four sectors we fund, in the order Who We Fund lists them (names from ../industries). */
const sectors = (["software", "fintech", "healthtech", "deeptech"] as const).map((slug) => industryNames[slug]);

/**
 * Who We Fund, shown on /companies and /who-we-fund: criteria, metrics, industries and products.
 * The items are the firm's published criteria, quoted word for word.
 */
export const funding: FundingContent = {
  eyebrow: "Who We Fund",
  heading: "Who We Fund",
  intro:
    "We finance growth-stage technology companies across Europe with proven revenue, strong unit economics and a clear use for the capital.",
  rateNote: publishedRateNote,
  categories: [
    {
      id: "criteria",
      title: "Criteria",
      summary: "Where a company needs to be before debt is the right tool.",
      items: eligibility.map((criterion) => (criterion.id === "arr" ? publishedFigures.minimumArr : criterion.label)),
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
      items: sectors,
    },
    {
      id: "products",
      title: "Products",
      summary: "Facilities shaped around how your business generates cash.",
      items: ["Bridge Loans", "Sales & Marketing Capital", "Venture Debt", "SaaS Finance"],
    },
  ],
  rules: {
    eligibility,
    qualifyingStages: ["Series A", "Series B", "Series C", "Series D+"],
    earlierStages: ["Early Stage"],
    minimumArrUsd: MINIMUM_ARR_USD,
    minimumOperatingMonths: 12,
    // Answers to "major investors" that name nobody.
    noInvestorAnswers: ["none", "no", "n/a", "na", "-", "nobody", "not yet", "bootstrapped", "self-funded"],
    // The Industries card as a criterion of the fit: an industry outside them is outside the criteria.
    sector: {
      label: `In one of our sectors: ${new Intl.ListFormat("en-GB", { type: "disjunction" }).format(sectors)}`,
      required: true,
      names: sectors,
    },
    // Industry options that do not say which sector: the fit says "not known" rather than guess.
    unplacedIndustries: ["Others"],
    // Which of the four sectors an application's industry belongs to; options not listed belong to none.
    sectorOfIndustry: {
      "Software Services": "software",
      "Data Infrastructure": "software",
      "Financial Services": "fintech",
      Healthcare: "healthtech",
      "Deeptech & Industry 4.0": "deeptech",
    },
    facility: {
      minimumUsd: FACILITY_USD.minimum,
      maximumUsd: FACILITY_USD.maximum,
      minimumShareOfRound: 0.25,
      maximumShareOfRound: 0.5,
    },
  },
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
