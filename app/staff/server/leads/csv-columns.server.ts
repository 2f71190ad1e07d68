import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { fill } from "#app/shared/venture-debt/format.ts";
import type { ListName } from "#app/staff/view/workflow.ts";

/** Each list's stored columns, in the export's order (after the id, time received and status). */
export const COLUMNS: Record<ListName, string[]> = {
  applications: [
    "id",
    "created_at",
    "status",
    "applicant_first_name",
    "applicant_last_name",
    "applicant_email",
    "applicant_phone",
    "applicant_linkedin",
    "job_title",
    "business_name",
    "website",
    "country",
    "founded_on",
    "referral_source",
    // Decision 070: the founder's figures are in `currency`; the *_normalized columns in reporting_currency.
    "currency",
    "annual_revenue",
    "estimated_runway",
    "cash_balance",
    "recent_equity_raise",
    "funding_date",
    "revenue_model",
    "industry",
    "use_of_proceeds",
    "funding_round_type",
    "fit_verdict",
    "business_description",
    "major_investors",
    "debt_outstanding",
    "facility_requested",
    "reporting_currency",
    "rate_date",
    "annual_revenue_normalized",
    "cash_balance_normalized",
    "recent_equity_raise_normalized",
    "debt_outstanding_normalized",
    "facility_requested_normalized",
  ],
  messages: ["id", "created_at", "status", "first_name", "last_name", "email", "company", "subject", "message"],
  subscribers: ["id", "created_at", "status", "email", "confirmed_at", "unsubscribed_at"],
};

/** Columns whose values are phone numbers, validated as such when the founder gave them. */
export const PHONE_COLUMNS = new Set(["applicant_phone"]);

const application = formCopy.application.fields;
const contact = formCopy.contact.fields;
const lead = inboxCopy.lead.fields;
const own = inboxCopy.exportColumns;

/**
 * A heading per column, in the words the form asked and the lead page shows (issue 26: people open
 * the file in Excel, where `applicant_first_name` meant nothing). A column of another list may
 * share a name (email, company) but not its label: each list has its own table.
 */
const SHARED: Record<string, string> = {
  id: own.id,
  created_at: own.createdAt,
  received: inboxCopy.list.columns.received,
  status: lead.status,
  assignee: inboxCopy.lead.assignee,
};

const APPLICATION_LABELS: Record<string, string> = {
  applicant_first_name: application.firstName.label,
  applicant_last_name: application.lastName.label,
  applicant_email: application.email.label,
  applicant_phone: application.phone.label,
  applicant_linkedin: application.linkedin.label,
  job_title: application.jobTitle.label,
  business_name: application.businessName.label,
  website: application.website.label,
  country: application.country.label,
  founded_on: application.foundedOn.label,
  referral_source: application.referralSource.label,
  currency: lead.currency,
  annual_revenue: application.annualRevenue.label,
  estimated_runway: application.estimatedRunway.label,
  cash_balance: application.cashBalance.label,
  recent_equity_raise: application.recentEquityRaise.label,
  funding_date: application.fundingDate.label,
  revenue_model: application.revenueModel.label,
  industry: application.industry.label,
  use_of_proceeds: application.useOfProceeds.label,
  funding_round_type: application.fundingRoundType.label,
  fit_verdict: inboxCopy.list.fit,
  business_description: application.businessDescription.label,
  major_investors: application.majorInvestors.label,
  debt_outstanding: application.debtOutstanding.label,
  facility_requested: application.facilityRequested.label,
  reporting_currency: own.reportingCurrency,
  rate_date: own.rateDate,
};

const LABELS: Record<ListName, Record<string, string>> = {
  applications: APPLICATION_LABELS,
  messages: {
    first_name: contact.firstName.label,
    last_name: contact.lastName.label,
    email: contact.email.label,
    company: contact.company.label,
    subject: contact.subject.label,
    message: contact.message.label,
  },
  subscribers: { email: lead.email, confirmed_at: lead.confirmed, unsubscribed_at: lead.unsubscribed },
};

/** A column's heading: "Annual revenue (reporting currency)" for a normalized amount. */
export function columnLabel(list: ListName, column: string): string {
  const normalized = /^(.+)_normalized$/.exec(column)?.[1];
  if (normalized) return fill(own.normalized, { label: columnLabel(list, normalized) });
  return LABELS[list][column] ?? SHARED[column] ?? column;
}
