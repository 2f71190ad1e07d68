import { accountCopy } from "#app/content/pages/account/copy.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { formatCalendarDay, formatCalendarMonth, formatCountry, formatMoney } from "#app/staff/view/format.ts";
import styles from "./Account.module.css";

/** Every answer of the application form a founder sent, as stored (their name and contacts are edited apart). */
export interface SentApplication {
  job_title: string;
  business_name: string;
  website: string;
  country: string;
  referral_source: string;
  founded_on: string | null;
  /** The currency the founder gave the figures in (decision 070). */
  currency: string;
  annual_revenue: number;
  cash_balance: number;
  estimated_runway: number;
  recent_equity_raise: number;
  debt_outstanding: number;
  facility_requested: number | null;
  funding_date: string;
  funding_round_type: string;
  revenue_model: string;
  industry: string;
  use_of_proceeds: string;
  business_description: string;
  major_investors: string;
}

type Format = "text" | "money" | "country" | "month";

/**
 * The form's fields in its order, each with the column it is stored in. The labels are the form's own
 * (formCopy.application.fields), the one table of application labels; the staff lead page reads it too.
 */
const SENT: { field: keyof typeof formCopy.application.fields; column: keyof SentApplication; format: Format }[] = [
  { field: "jobTitle", column: "job_title", format: "text" },
  { field: "businessName", column: "business_name", format: "text" },
  { field: "website", column: "website", format: "text" },
  { field: "country", column: "country", format: "country" },
  { field: "referralSource", column: "referral_source", format: "text" },
  { field: "foundedOn", column: "founded_on", format: "month" },
  { field: "currency", column: "currency", format: "text" },
  { field: "annualRevenue", column: "annual_revenue", format: "money" },
  { field: "cashBalance", column: "cash_balance", format: "money" },
  { field: "estimatedRunway", column: "estimated_runway", format: "text" },
  { field: "recentEquityRaise", column: "recent_equity_raise", format: "money" },
  { field: "debtOutstanding", column: "debt_outstanding", format: "money" },
  { field: "facilityRequested", column: "facility_requested", format: "money" },
  { field: "fundingDate", column: "funding_date", format: "month" },
  { field: "fundingRoundType", column: "funding_round_type", format: "text" },
  { field: "revenueModel", column: "revenue_model", format: "text" },
  { field: "industry", column: "industry", format: "text" },
  { field: "useOfProceeds", column: "use_of_proceeds", format: "text" },
  { field: "businessDescription", column: "business_description", format: "text" },
  { field: "majorInvestors", column: "major_investors", format: "text" },
];

function shown(application: SentApplication, column: keyof SentApplication, format: Format): string {
  const value = application[column];
  if (value === null || value === "") return "—";
  switch (format) {
    case "money":
      return formatMoney(Number(value), application.currency);
    case "country":
      return formatCountry(String(value));
    case "month":
      // Rows from before issue 18 hold a full date: shown as the day it is.
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value))
        ? formatCalendarDay(String(value))
        : formatCalendarMonth(String(value));
    default:
      return String(value);
  }
}

/** "What you sent us": the application's answers, amounts in the currency they were given in. */
export function SentDetails({ application }: { application: SentApplication }) {
  const labels = formCopy.application.fields;
  return (
    <details className={styles.details}>
      <summary>{accountCopy.account.details}</summary>
      <dl>
        {SENT.map(({ field, column, format }) => (
          <div key={field}>
            <dt>{labels[field].label}</dt>
            <dd>{shown(application, column, format)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
