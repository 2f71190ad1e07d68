import type { CaseStudy } from "./schema.ts";

export const caseStudies: CaseStudy[] = [
  {
    id: "ledgerly",
    name: "Ledgerly",
    industry: "fintech",
    location: "Amsterdam, Netherlands",
    country: "NL",
    summary: "Embedded accounts-payable automation for mid-market companies across the Benelux and DACH.",
    facility: "€4M venture debt",
    challenge:
      "Ledgerly's payment volumes were growing faster than its Series A plan assumed, and it needed to hire a second sales team before its Series B was due.",
    solution:
      "A facility sized on transaction revenue and net retention read from its billing exports, with twelve months of interest-only and no board seat.",
    outcome: "Ledgerly added two markets and raised its Series B nine months later at a 2.4x step-up.",
  },
  {
    id: "kassa-pay",
    name: "Kassa Pay",
    industry: "fintech",
    location: "Vilnius, Lithuania",
    country: "LT",
    summary: "Point-of-sale financing for independent retailers in the Baltics and Poland.",
    facility: "€3M corporate facility funding first loss",
    challenge:
      "Kassa Pay had a senior warehouse line but was using equity to fund the first-loss piece, which limited how fast its loan book could grow.",
    solution:
      "Corporate venture debt sized on loan-level vintage data, used to fund the first-loss tranche so each euro of equity supported more lending.",
    outcome: "Originations tripled in twelve months while equity burn stayed flat.",
  },
  {
    id: "clearvault",
    name: "Clearvault",
    industry: "fintech",
    location: "Dublin, Ireland",
    country: "IE",
    summary: "Regulatory reporting software for European investment firms and asset managers.",
    facility: "€4.5M SaaS finance facility",
    challenge:
      "New European reporting rules created a wave of demand, but enterprise sales cycles meant revenue would arrive two quarters after the hiring it required.",
    solution:
      "A SaaS finance facility based on contracted annual revenue, with tranches that opened as signed contracts went live.",
    outcome: "Clearvault doubled ARR in fourteen months and reached cash-flow break-even without a further round.",
  },
  {
    id: "stackwise",
    name: "Stackwise",
    industry: "software",
    location: "Stockholm, Sweden",
    country: "SE",
    summary: "Cloud cost management for engineering teams, sold bottom-up and expanded into enterprise.",
    facility: "SEK 60M sales & marketing capital",
    challenge:
      "Stackwise knew its paid acquisition paid back in under a year but had to fund each quarter's spend before the revenue arrived.",
    solution:
      "Sales & Marketing Capital sized on cohort payback read from its billing data, drawn quarterly as spend increased.",
    outcome: "ARR grew from SEK 70M to SEK 150M in eighteen months with one equity round instead of two.",
  },
  {
    id: "tessellate",
    name: "Tessellate",
    industry: "software",
    location: "Lisbon, Portugal",
    country: "PT",
    summary: "Design collaboration software for architecture and engineering practices.",
    facility: "€3.2M bridge loan",
    challenge:
      "A strategic acquisition of a smaller competitor had to close before Tessellate's Series B, which was still in negotiation.",
    solution:
      "A bridge loan secured on recurring revenue, sized to the acquisition and repaid from the Series B proceeds.",
    outcome:
      "The acquisition closed in five weeks and the combined company raised its Series B on a larger revenue base.",
  },
  {
    id: "northwind-hr",
    name: "Northwind HR",
    industry: "software",
    location: "Manchester, United Kingdom",
    country: "GB",
    summary: "Workforce planning software for retailers and logistics operators.",
    facility: "£4M venture debt",
    challenge:
      "Northwind's largest customers asked for a product for their continental European sites, which meant localisation work ahead of revenue.",
    solution:
      "Venture debt drawn alongside a Series A extension, with amortisation starting after the first European contracts were billed.",
    outcome: "Northwind signed customers in France and Spain within a year and extended its runway to thirty months.",
  },
  {
    id: "quantive-robotics",
    name: "Quantive Robotics",
    industry: "deeptech",
    location: "Munich, Germany",
    country: "DE",
    summary: "Collaborative robots for small-batch assembly in automotive and electronics plants.",
    facility: "€3.5M equipment & growth facility",
    challenge:
      "Every new customer deployment tied up robot hardware worth several months of subscription revenue before the first invoice.",
    solution:
      "A facility that financed installed hardware against the multi-year subscription contracts it enabled, growing with the installed base.",
    outcome: "Quantive doubled deployments on the same equity and cut its next round's target size by a third.",
  },
  {
    id: "photonix",
    name: "Photonix",
    industry: "deeptech",
    location: "Eindhoven, Netherlands",
    country: "NL",
    summary: "Photonic integrated circuits for data-centre interconnects.",
    facility: "€2.3M grant bridge",
    challenge:
      "Photonix had been awarded a European innovation grant that paid in arrears, leaving a nine-month gap before the funds arrived.",
    solution: "A short bridge secured on the awarded grant, avoiding an equity raise to cover a timing gap.",
    outcome:
      "The bridge was repaid in full from the grant, and the company raised its Series B after its first volume order.",
  },
  {
    id: "forgeline",
    name: "Forgeline",
    industry: "deeptech",
    location: "Bilbao, Spain",
    country: "ES",
    summary: "Predictive maintenance platform combining edge sensors and machine-learning models for heavy industry.",
    facility: "€2.8M milestone facility",
    challenge:
      "Forgeline's pilots with two steel producers were converting to plant-wide roll-outs, each needing sensors and installation work up front.",
    solution: "A milestone-based facility whose second tranche opened when the first roll-out contract was signed.",
    outcome: "Both pilots converted, and recurring revenue covered debt service within eleven months.",
  },
  {
    id: "medora",
    name: "Medora",
    industry: "healthtech",
    location: "Berlin, Germany",
    country: "DE",
    summary: "A reimbursed digital therapy for chronic back pain, prescribed by physicians in Germany.",
    facility: "€2.8M venture debt",
    challenge:
      "Reimbursement payments from statutory insurers arrived months after prescriptions, while Medora needed to fund its physician outreach team now.",
    solution:
      "Venture debt modelled on collection dates rather than invoice dates, with headroom for the first-year price renegotiation.",
    outcome: "Prescriptions grew fourfold in a year and the company entered a second European market.",
  },
  {
    id: "caresync",
    name: "CareSync",
    industry: "healthtech",
    location: "Copenhagen, Denmark",
    country: "DK",
    summary: "Clinical workflow software for hospital wards in the Nordics and the Netherlands.",
    facility: "DKK 35M venture debt",
    challenge:
      "Two large hospital tenders were won but would take nine months to go live, and the Series B would be far stronger after they did.",
    solution:
      "A facility of 25% of the last equity round with twelve months of interest-only, timed so amortisation began after go-live.",
    outcome: "Both hospitals went live on schedule and the Series B closed at a significant step-up in valuation.",
  },
  {
    id: "lumen-diagnostics",
    name: "Lumen Diagnostics",
    industry: "healthtech",
    location: "Milan, Italy",
    country: "IT",
    summary: "AI-assisted pathology software certified under the EU Medical Device Regulation.",
    facility: "€3.7M sales & marketing capital",
    challenge:
      "After MDR certification Lumen had a ready product and a pipeline of laboratories, but a small commercial team.",
    solution:
      "Sales & Marketing Capital sized on contracted pipeline and laboratory usage data, drawn as the sales team was hired.",
    outcome: "Lumen signed twenty-two laboratories in three countries in its first year after certification.",
  },
];

export function caseStudiesFor(industry: string): CaseStudy[] {
  return caseStudies.filter((study) => study.industry === industry);
}
