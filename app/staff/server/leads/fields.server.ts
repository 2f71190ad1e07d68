import type { Selectable } from "kysely";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { storedFitMoney } from "#app/shared/venture-debt/fit-money.ts";
import { describeFit, type IndicativeFit } from "#app/shared/venture-debt/indicative-fit.ts";
import type { ApplicationTable, ContactMessageTable, NewsletterSubscriberTable } from "#app/platform/db/schema.ts";

/** How the detail view shows a value; the page formats it (money, country, dates in the firm's zone). */
export type FieldFormat =
  "text" | "multiline" | "money" | "months" | "country" | "day" | "month" | "instant" | "url" | "email" | "phone";

export interface LeadField {
  label: string;
  value: string | number | null;
  format: FieldFormat;
  /** Money only: the amount's currency (decision 070), and the amount in the reporting currency. */
  currency?: string;
  normalized?: { amount: number; currency: string; rateDate: string } | null;
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

/** An amount as the founder gave it, with its value in the reporting currency at submission. */
function money(label: string, row: Selectable<ApplicationTable>, amount: number | null, normalized: number | null) {
  return {
    ...field(label, amount, "money"),
    currency: row.currency,
    normalized:
      amount === null || normalized === null || !row.reporting_currency || !row.rate_date
        ? null
        : { amount: Number(normalized), currency: row.reporting_currency, rateDate: row.rate_date },
  };
}

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
        field(labels.currency, row.currency),
        money(form.annualRevenue.label, row, row.annual_revenue, row.annual_revenue_normalized),
        money(form.cashBalance.label, row, row.cash_balance, row.cash_balance_normalized),
        field(form.estimatedRunway.label, row.estimated_runway, "months"),
        money(form.recentEquityRaise.label, row, row.recent_equity_raise, row.recent_equity_raise_normalized),
        // Asked as a month; rows from before the month field (and the demo's) hold a day, shown as its month.
        field(form.fundingDate.label, row.funding_date, "month"),
        money(form.debtOutstanding.label, row, row.debt_outstanding, row.debt_outstanding_normalized),
        money(form.facilityRequested.label, row, row.facility_requested, row.facility_requested_normalized),
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
    ...fitSection(row.indicative_fit, row.currency, row.rate_date),
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
function fitSection(stored: string | null, currency: string, rateDate: string | null): LeadSection[] {
  if (!stored) return [];
  let fit: IndicativeFit;
  try {
    fit = JSON.parse(stored) as IndicativeFit;
  } catch {
    return [];
  }
  const words = describeFit(fit, indicativeFitCopy, storedFitMoney(fit.money, currency, rateDate));
  return [
    {
      title: sections.fit,
      fields: [
        field(labels.fitVerdict, words.verdict),
        field(labels.fitFacility, words.facility ?? null),
        ...words.criteria.map((criterion) => field(criterion.label, criterion.status)),
        ...(words.conversion ? [field(words.conversionLabel, words.conversion)] : []),
        ...(words.notes.length > 0 ? [field(words.notesHeading, words.notes.join("\n"), "multiline")] : []),
        ...(words.changesHeading ? [field(words.changesHeading, words.changes.join("\n"), "multiline")] : []),
      ],
    },
  ];
}
