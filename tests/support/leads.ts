import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type {
  ApplicationTable,
  ContactMessageTable,
  Database,
  NewsletterSubscriberTable,
} from "#app/platform/db/schema.ts";

/** Lead rows as the form pipeline would leave them, for staff-side tests and the benchmark. */

let clock = Date.parse("2025-05-01T12:00:00.000Z");
/** Distinct, increasing timestamps unless a test gives its own. */
const nextInstant = () => new Date((clock += 60_000)).toISOString();
/**
 * Subscribers sign up within the last day: a pending sign-up older than the retention period
 * (7 days) is purged by the shared server's retention job while other tests still read it.
 */
let recentClock = Date.now() - 86_400_000;
const nextRecentInstant = () => new Date((recentClock += 1_000)).toISOString();

export function applicationRow(overrides: Partial<Insertable<ApplicationTable>> = {}): Insertable<ApplicationTable> {
  const row = givenApplicationRow(overrides);
  // In euros and normalized into euros (decision 070), unless the test says otherwise.
  return {
    currency: "EUR",
    reporting_currency: "EUR",
    rate_date: "2024-03-15",
    annual_revenue_normalized: row.annual_revenue,
    cash_balance_normalized: row.cash_balance,
    recent_equity_raise_normalized: row.recent_equity_raise,
    debt_outstanding_normalized: row.debt_outstanding,
    facility_requested_normalized: row.facility_requested ?? null,
    ...row,
  };
}

function givenApplicationRow(overrides: Partial<Insertable<ApplicationTable>>): Insertable<ApplicationTable> {
  return {
    id: randomUUID(),
    applicant_first_name: "Ada",
    applicant_last_name: "Lovelace",
    applicant_email: `ada-${randomUUID().slice(0, 8)}@analytical.example`,
    applicant_phone: "+44 20 7946 0958",
    applicant_linkedin: "https://www.linkedin.com/in/ada",
    job_title: "CEO",
    business_name: "Analytical Engines Ltd",
    website: "https://analytical.example",
    country: "GB",
    referral_source: "From an investor",
    annual_revenue: 2_500_000,
    estimated_runway: 18,
    cash_balance: 900_000,
    recent_equity_raise: 4_000_000,
    funding_date: "2024-03-15",
    revenue_model: "B2B Subscription",
    industry: "Software Services",
    use_of_proceeds: "Working Capital",
    funding_round_type: "Series A",
    business_description: "Engines that compute.\nAnd print tables.",
    major_investors: "Babbage Ventures",
    debt_outstanding: 0,
    created_at: nextInstant(),
    ...overrides,
  };
}

export function messageRow(overrides: Partial<Insertable<ContactMessageTable>> = {}): Insertable<ContactMessageTable> {
  return {
    id: randomUUID(),
    first_name: "Grace",
    last_name: "Hopper",
    email: `grace-${randomUUID().slice(0, 8)}@example.com`,
    company: "Compilers Inc",
    subject: "Founder Inquiry",
    message: "We would like to talk.",
    created_at: nextInstant(),
    ...overrides,
  };
}

export function subscriberRow(
  overrides: Partial<Insertable<NewsletterSubscriberTable>> = {},
): Insertable<NewsletterSubscriberTable> {
  return {
    id: randomUUID(),
    email: `reader-${randomUUID().slice(0, 8)}@example.com`,
    status: "pending",
    created_at: nextRecentInstant(),
    confirmed_at: null,
    unsubscribed_at: null,
    ...overrides,
  };
}

export async function insertApplication(db: Kysely<Database>, overrides: Partial<Insertable<ApplicationTable>> = {}) {
  const row = applicationRow(overrides);
  await db.insertInto("applications").values(row).execute();
  return row;
}

export async function insertMessage(db: Kysely<Database>, overrides: Partial<Insertable<ContactMessageTable>> = {}) {
  const row = messageRow(overrides);
  await db.insertInto("contact_messages").values(row).execute();
  return row;
}

export async function insertSubscriber(
  db: Kysely<Database>,
  overrides: Partial<Insertable<NewsletterSubscriberTable>> = {},
) {
  const row = subscriberRow(overrides);
  await db.insertInto("newsletter_subscribers").values(row).execute();
  return row;
}

/** A staff account row without hashing a password (tests that never sign in with it). */
export async function insertStaff(
  db: Kysely<Database>,
  overrides: { name?: string; role?: "admin" | "member"; email?: string } = {},
) {
  const row = {
    id: randomUUID(),
    email: overrides.email ?? `staff-${randomUUID().slice(0, 8)}@noema.example`,
    name: overrides.name ?? "Sam Staff",
    role: overrides.role ?? ("member" as const),
    password_hash: "not-a-hash",
    created_at: new Date().toISOString(),
    last_sign_in_at: null,
    disabled_at: null,
  };
  await db.insertInto("staff_users").values(row).execute();
  return row;
}
