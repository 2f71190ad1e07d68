/*
 * The wizard's field names per step, without zod: the wizard carries values between steps and
 * saves its draft before its check has loaded. application.schema.test.ts holds them equal to the
 * schemas' keys.
 */
export const applicationStep1Fields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "linkedin",
  "jobTitle",
  "businessName",
  "website",
  "country",
  "referralSource",
  "foundedOn",
] as const;

export const applicationStep2Fields = [
  "currency",
  "annualRevenue",
  "estimatedRunway",
  "cashBalance",
  "recentEquityRaise",
  "fundingDate",
  "revenueModel",
  "industry",
  "useOfProceeds",
  "fundingRoundType",
  "businessDescription",
  "majorInvestors",
  "debtOutstanding",
  "facilityRequested",
] as const;
