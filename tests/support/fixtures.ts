/* The one valid contact message and application every form test starts from (fields as posted). */

export const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  subject: "Founder Inquiry",
  message: "We are raising a Series A extension and would like to discuss venture debt.",
};

/** The application wizard's step 1: the applicant and the company. */
export const validStep1 = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@analytical.example",
  jobTitle: "Chief Executive Officer",
  businessName: "Acme Robotics GmbH",
  website: "https://www.acme-robotics.example",
  country: "DE",
  referralSource: "Search engine",
};

/** The application wizard's step 2: the business's numbers and the facility. */
export const validStep2 = {
  currency: "USD",
  annualRevenue: "$6,500,000",
  estimatedRunway: "18",
  cashBalance: "2500000",
  recentEquityRaise: "12000000",
  fundingDate: "2024-03",
  revenueModel: "B2B Subscription",
  industry: "Software Services",
  useOfProceeds: "Runway extension",
  fundingRoundType: "Series A",
  businessDescription: "Warehouse robots sold as a subscription to mid-sized logistics firms.",
  majorInvestors: "Example Ventures\nSample Capital",
  debtOutstanding: "0",
};

export const validApplication = { ...validStep1, ...validStep2 };

/** Fit answers that meet every published criterion (Series B, $8M ARR, six years, institutional investors). */
export const strongFitAnswers = {
  fundingRoundType: "Series B",
  annualRevenueUsd: 8_000_000,
  foundedYear: 2019,
  foundedMonth: 3,
  majorInvestors: "Northzone, Balderton",
  recentEquityRaiseUsd: 12_000_000,
  industry: "Software Services",
};
