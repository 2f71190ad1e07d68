import type { Selectable } from "kysely";
import { formCopy } from "~/content/shared/form-copy/data";
import { indicativeFitCopy } from "~/content/shared/indicative-fit/data";
import { inboxCopy } from "~/content/shared/inbox/data";
import { describeFit, type IndicativeFit } from "~/lib/venture-debt/indicative-fit";
import type { ApplicationTable, ContactMessageTable, NewsletterSubscriberTable } from "../../db/schema.ts";

/** How the detail view shows a value; the page formats it (money, country, dates in the firm's zone). */
export type FieldFormat =
  "text" | "multiline" | "money" | "months" | "country" | "day" | "month" | "instant" | "url" | "email" | "phone";

export interface LeadField {
  label: string;
  value: string | number | null;
  format: FieldFormat;
}

export interface LeadSection {
  title: string;
  fields: LeadField[];
}

const labels = inboxCopy.lead.fields;
const sections = inboxCopy.lead.sections;
const form = formCopy.application.fields;

const field = (label: string, value: string | number | null, format: FieldFormat = "text"): LeadField => ({
  label,
  value,
  format,
});

export const leadFields = {
  applications: (row: Selectable<ApplicationTable>): LeadSection[] => [
    {
      title: sections.applicant,
      fields: [
        field(labels.name, `${row.applicant_first_name} ${row.applicant_last_name}`.trim() || null),
        field(labels.email, row.applicant_email || null, "email"),
        field(labels.phone, row.applicant_phone, "phone"),
        field(labels.linkedin, row.applicant_linkedin, "url"),
        field(form.jobTitle.label, row.job_title),
      ],
    },
    {
      title: sections.company,
      fields: [
        field(form.businessName.label, row.business_name),
        field(form.website.label, row.website, "url"),
        field(form.country.label, row.country, "country"),
        field(form.referralSource.label, row.referral_source),
        field(form.foundedOn.label, row.founded_on, "month"),
      ],
    },
    {
      title: sections.financials,
      fields: [
        field(form.annualRevenue.label, row.annual_revenue, "money"),
        field(form.cashBalance.label, row.cash_balance, "money"),
        field(form.estimatedRunway.label, row.estimated_runway, "months"),
        field(form.recentEquityRaise.label, row.recent_equity_raise, "money"),
        field(form.fundingDate.label, row.funding_date, "day"),
        field(form.debtOutstanding.label, row.debt_outstanding, "money"),
        field(form.facilityRequested.label, row.facility_requested, "money"),
      ],
    },
    {
      title: sections.business,
      fields: [
        field(form.fundingRoundType.label, row.funding_round_type),
        field(form.useOfProceeds.label, row.use_of_proceeds),
        field(form.revenueModel.label, row.revenue_model),
        field(form.industry.label, row.industry),
        field(form.businessDescription.label, row.business_description, "multiline"),
        field(form.majorInvestors.label, row.major_investors, "multiline"),
      ],
    },
    ...fitSection(row.indicative_fit),
  ],
  messages: (row: Selectable<ContactMessageTable>): LeadSection[] => [
    {
      title: sections.message,
      fields: [
        field(labels.name, `${row.first_name} ${row.last_name}`),
        field(labels.email, row.email, "email"),
        field(labels.company, row.company),
        field(labels.subject, row.subject),
        field(labels.message, row.message, "multiline"),
      ],
    },
  ],
  subscribers: (row: Selectable<NewsletterSubscriberTable>): LeadSection[] => [
    {
      title: sections.subscription,
      fields: [
        field(labels.email, row.email, "email"),
        field(labels.subscribed, row.created_at, "instant"),
        field(labels.confirmed, row.confirmed_at, "instant"),
        field(labels.unsubscribed, row.unsubscribed_at, "instant"),
      ],
    },
  ],
};

/** The fit shown to the applicant at submission, in the same words; none for rows stored before it existed. */
function fitSection(stored: string | null): LeadSection[] {
  if (!stored) return [];
  let fit: IndicativeFit;
  try {
    fit = JSON.parse(stored) as IndicativeFit;
  } catch {
    return [];
  }
  const words = describeFit(fit, indicativeFitCopy);
  return [
    {
      title: sections.fit,
      fields: [
        field(labels.fitVerdict, words.verdict),
        field(labels.fitFacility, words.facility ?? null),
        ...words.criteria.map((criterion) => field(criterion.label, criterion.status)),
        ...(words.changesHeading ? [field(words.changesHeading, words.changes.join("\n"), "multiline")] : []),
      ],
    },
  ];
}
