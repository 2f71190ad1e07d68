import { type Kysely, sql } from "kysely";
import type { ListName } from "#app/staff/view/workflow.ts";
import type { Database } from "#app/platform/db/schema.ts";

/** Another lead from the same address or company (issue 20: an applicant seen before says so). */
export interface RelatedLead {
  list: ListName;
  id: string;
  title: string;
  createdAt: string;
  /** What it shares with the lead on screen. */
  shares: "email" | "company";
}

const PER_LIST = 20;
const lowerIs = (column: string, value: string) => sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;

async function leadKeys(db: Kysely<Database>, list: ListName, id: string) {
  if (list === "applications") {
    const row = await db
      .selectFrom("applications")
      .select(["applicant_email as email", "business_name as company"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { email: row.email, company: row.company };
  }
  const table = list === "messages" ? "contact_messages" : "newsletter_subscribers";
  const row = await db.selectFrom(table).select("email").where("id", "=", id).executeTakeFirst();
  return row && { email: row.email, company: null };
}

/** The other applications, messages and subscriptions from this lead's e-mail, and applications from its company. */
export async function relatedLeads(db: Kysely<Database>, list: ListName, id: string): Promise<RelatedLead[]> {
  const keys = await leadKeys(db, list, id);
  if (!keys) return [];
  const { email, company } = keys;
  const applications = await db
    .selectFrom("applications")
    .select(["id", "business_name", "created_at", "applicant_email"])
    .where("id", "!=", id)
    .where((eb) =>
      company
        ? eb.or([lowerIs("applicant_email", email), lowerIs("business_name", company)])
        : lowerIs("applicant_email", email),
    )
    .orderBy("created_at", "desc")
    .limit(PER_LIST)
    .execute();
  const messages = await db
    .selectFrom("contact_messages")
    .select(["id", "subject", "created_at"])
    .where("id", "!=", id)
    .where(lowerIs("email", email))
    .orderBy("created_at", "desc")
    .limit(PER_LIST)
    .execute();
  const subscribers =
    list === "subscribers"
      ? []
      : await db
          .selectFrom("newsletter_subscribers")
          .select(["id", "email", "created_at"])
          .where(lowerIs("email", email))
          .limit(1)
          .execute();
  return [
    ...applications.map((row) => ({
      list: "applications" as const,
      id: row.id,
      title: row.business_name,
      createdAt: row.created_at,
      shares: row.applicant_email.toLowerCase() === email.toLowerCase() ? ("email" as const) : ("company" as const),
    })),
    ...messages.map((row) => ({
      list: "messages" as const,
      id: row.id,
      title: row.subject,
      createdAt: row.created_at,
      shares: "email" as const,
    })),
    ...subscribers.map((row) => ({
      list: "subscribers" as const,
      id: row.id,
      title: row.email,
      createdAt: row.created_at,
      shares: "email" as const,
    })),
  ];
}
