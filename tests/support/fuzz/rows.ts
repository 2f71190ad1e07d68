import type { Kysely } from "kysely";
import { applicationSchema } from "#app/public-forms/application/application.schema.ts";
import { contactSchema } from "#app/public-forms/contact/contact.schema.ts";
import { newsletterSchema } from "#app/public-forms/newsletter/newsletter.schema.ts";
import type { Database } from "#app/platform/db/schema.ts";

export interface StoredRows {
  contact: number;
  application: number;
  newsletter: number;
  /** Rows that do not pass their form's schema when read back, with the first problem. */
  invalid: Array<{ table: string; id: string; problem: string }>;
}

type Parsed = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };

const problem = (result: Parsed) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ") ?? "";

/** The rows of `table` whose form input, as `parse` rebuilds and checks it, is refused. */
function refusedRows<Row extends { id: string }>(table: string, rows: Row[], parse: (row: Row) => Parsed) {
  return rows.flatMap((row) => {
    const result = parse(row);
    return result.success ? [] : [{ table, id: row.id, problem: problem(result) }];
  });
}

/** Reads back every lead the server stored and checks it against the form's own schema. */
export async function checkStoredRows(db: Kysely<Database>): Promise<StoredRows> {
  const contacts = await db.selectFrom("contact_messages").selectAll().execute();
  const invalid: StoredRows["invalid"] = refusedRows("contact_messages", contacts, (row) =>
    contactSchema.safeParse({
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      company: row.company ?? undefined,
      subject: row.subject,
      message: row.message,
    }),
  );
  const applications = await db.selectFrom("applications").selectAll().execute();
  invalid.push(
    ...refusedRows("applications", applications, (row) =>
      applicationSchema.safeParse({
        firstName: row.applicant_first_name,
        lastName: row.applicant_last_name,
        email: row.applicant_email,
        phone: row.applicant_phone ?? undefined,
        linkedin: row.applicant_linkedin ?? undefined,
        foundedOn: row.founded_on ?? undefined,
        facilityRequested: row.facility_requested === null ? undefined : String(row.facility_requested),
        jobTitle: row.job_title,
        businessName: row.business_name,
        website: row.website,
        country: row.country,
        referralSource: row.referral_source,
        currency: row.currency,
        annualRevenue: String(row.annual_revenue),
        estimatedRunway: String(row.estimated_runway),
        cashBalance: String(row.cash_balance),
        recentEquityRaise: String(row.recent_equity_raise),
        fundingDate: row.funding_date,
        revenueModel: row.revenue_model,
        industry: row.industry,
        useOfProceeds: row.use_of_proceeds,
        fundingRoundType: row.funding_round_type,
        businessDescription: row.business_description,
        majorInvestors: row.major_investors,
        debtOutstanding: String(row.debt_outstanding),
      }),
    ),
  );
  const subscribers = await db.selectFrom("newsletter_subscribers").selectAll().execute();
  for (const row of subscribers) {
    const result = newsletterSchema.safeParse({ email: row.email });
    const statusOk = ["pending", "confirmed", "unsubscribed"].includes(row.status);
    if (!result.success || !statusOk) {
      invalid.push({ table: "newsletter_subscribers", id: row.id, problem: problem(result) || `status ${row.status}` });
    }
  }
  return { contact: contacts.length, application: applications.length, newsletter: subscribers.length, invalid };
}

/** Which of `refusedKeys` nevertheless claimed an idempotency key (and so stored a row). */
export async function keysStoredFor(db: Kysely<Database>, refusedKeys: Set<string>): Promise<string[]> {
  const claimed = await db.selectFrom("idempotency_keys").select("key").where("key", "like", "fuzz-%").execute();
  // A second message under a used key is claimed as "<key>.<hash>".
  return claimed.map((row) => row.key.split(".")[0] ?? "").filter((key) => refusedKeys.has(key));
}
