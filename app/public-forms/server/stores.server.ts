import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ApplicationInput } from "#app/public-forms/application/application.schema.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { applicationFit } from "#app/shared/venture-debt/application-fit.ts";
import { getEnv } from "#app/platform/env.server.ts";
import { normalizedColumns, ratesFor, unitsPerUsd } from "#app/shared/money/rates.server.ts";
import type { ContactInput } from "#app/public-forms/contact/contact.schema.ts";
import type { NewsletterInput } from "#app/public-forms/newsletter/newsletter.schema.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { enqueue, enqueueLeadDeliveries } from "#app/platform/outbox/outbox.server.ts";

/*
 * One function per form: inserts the row and its outbox deliveries. Each runs
 * inside the submission's transaction and returns the id the visitor's answer
 * refers to.
 */

/** Stores one form's row under `id` and answers the id the lead goes by (the newsletter may answer an existing one). */
export type LeadStore<Input> = (db: Kysely<Database>, value: Input, now: Date, id?: string) => Promise<string>;

export const storeContactMessage: LeadStore<ContactInput> = async (db, value, now, id = randomUUID()) => {
  const createdAt = now.toISOString();
  await db
    .insertInto("contact_messages")
    .values({
      id,
      first_name: value.firstName,
      last_name: value.lastName,
      email: value.email,
      company: value.company ?? null,
      subject: value.subject,
      message: value.message,
      created_at: createdAt,
    })
    .execute();
  await enqueueLeadDeliveries(
    db,
    {
      leadId: id,
      form: "contact",
      submittedAt: createdAt,
      fields: {
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        company: value.company ?? null,
        subject: value.subject,
        message: value.message,
      },
    },
    now,
  );
  return id;
};

export const storeApplication: LeadStore<ApplicationInput> = async (db, value, now, id = randomUUID()) => {
  const createdAt = now.toISOString();
  // Decision 070: amounts keep their currency, and are stored normalized at the day's ECB rates too.
  const rates = await ratesFor(db, createdAt.slice(0, 10));
  const perUsd = value.currency === "USD" ? 1 : rates && unitsPerUsd(value.currency, rates);
  const fit = applicationFit(value, funding.rules, now, perUsd, rates?.date);
  const amounts = {
    annual_revenue: value.annualRevenue,
    cash_balance: value.cashBalance,
    recent_equity_raise: value.recentEquityRaise,
    debt_outstanding: value.debtOutstanding,
    facility_requested: value.facilityRequested ?? null,
  };
  const normalized = rates && normalizedColumns(amounts, value.currency, getEnv().REPORTING_CURRENCY, rates);
  await db
    .insertInto("applications")
    .values({
      id,
      applicant_first_name: value.firstName,
      applicant_last_name: value.lastName,
      applicant_email: value.email,
      applicant_phone: value.phone ?? null,
      applicant_linkedin: value.linkedin ?? null,
      job_title: value.jobTitle,
      business_name: value.businessName,
      website: value.website,
      country: value.country,
      referral_source: value.referralSource,
      annual_revenue: value.annualRevenue,
      estimated_runway: value.estimatedRunway,
      cash_balance: value.cashBalance,
      recent_equity_raise: value.recentEquityRaise,
      funding_date: value.fundingDate,
      revenue_model: value.revenueModel,
      industry: value.industry,
      use_of_proceeds: value.useOfProceeds,
      funding_round_type: value.fundingRoundType,
      business_description: value.businessDescription,
      major_investors: value.majorInvestors,
      debt_outstanding: value.debtOutstanding,
      created_at: createdAt,
      founded_on: value.foundedOn ?? null,
      facility_requested: value.facilityRequested ?? null,
      fit_verdict: fit.verdict,
      indicative_fit: JSON.stringify(fit),
      currency: value.currency,
      ...normalized,
    })
    .execute();
  const fields = {
    ...value,
    phone: value.phone ?? null,
    linkedin: value.linkedin ?? null,
    foundedOn: value.foundedOn ?? null,
    facilityRequested: value.facilityRequested ?? null,
  };
  await enqueueLeadDeliveries(
    db,
    { leadId: id, form: "application", submittedAt: createdAt, fields, indicativeFit: fit },
    now,
  );
  await enqueue(
    db,
    "applicant_confirmation",
    { leadId: id, email: value.email, firstName: value.firstName, businessName: value.businessName },
    now,
  );
  return id;
};

/** Repeating the form must not turn the site into a way to flood someone's inbox. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60_000;

/** Uses the outbox_subscriber_created index: cheap inside the write transaction however large the outbox. */
export function confirmationSentRecentlyQuery(db: Kysely<Database>, subscriberId: string, now: Date) {
  return (
    db
      .selectFrom("outbox")
      .select("id")
      .where("subscriber_id", "=", subscriberId)
      .where("created_at", ">", new Date(now.getTime() - CONFIRMATION_RESEND_INTERVAL_MS).toISOString())
      // A skipped one (the address was confirmed by then) never reached the inbox.
      .where("status", "!=", "skipped")
  );
}

async function confirmationSentRecently(db: Kysely<Database>, subscriberId: string, now: Date): Promise<boolean> {
  return (await confirmationSentRecentlyQuery(db, subscriberId, now).executeTakeFirst()) !== undefined;
}

/**
 * One row per address whatever happens: a repeat subscription is not an error.
 * A pending or unsubscribed address gets a (new) confirmation e-mail, at most
 * one per ten minutes; a confirmed one gets nothing. The answer is the same in every case, so the
 * form doesn't reveal who is subscribed.
 */
export const storeNewsletterSubscription: LeadStore<NewsletterInput> = async (db, value, now, id = randomUUID()) => {
  const email = value.email.trim().toLowerCase();
  const createdAt = now.toISOString();
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({
      id,
      email,
      status: "pending",
      created_at: createdAt,
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) {
    await enqueue(db, "newsletter_confirmation", { subscriberId: inserted.id, email }, now);
    return inserted.id;
  }
  const existing = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "status"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  if (existing.status === "unsubscribed") {
    await db
      .updateTable("newsletter_subscribers")
      .set({ status: "pending", unsubscribed_at: null })
      .where("id", "=", existing.id)
      .execute();
  }
  if (existing.status !== "confirmed" && !(await confirmationSentRecently(db, existing.id, now))) {
    await enqueue(db, "newsletter_confirmation", { subscriberId: existing.id, email }, now);
  }
  return existing.id;
};
