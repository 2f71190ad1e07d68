import { type Kysely, sql } from "kysely";
import { HOLDING_TABLES } from "#app/staff/view/privacy.ts";
import type { Database } from "#app/platform/db/schema.ts";

/*
 * Everything held about one e-mail address: the leads that carry it and every
 * row that refers to those leads or the address. Shared by access (Art. 15)
 * and erasure (Art. 17), so both see exactly the same rows.
 */

/** Row ids per table, but for idempotency keys, which are keyed by form and key. */
export type Holdings = Record<Exclude<(typeof HOLDING_TABLES)[number], "idempotency_keys">, string[]> & {
  idempotency_keys: { form: string; key: string }[];
};

// The tables `Holdings` draws rows from: one list with the inbox copy that names them.
export { HOLDING_TABLES };

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function findHoldings(db: Kysely<Database>, email: string): Promise<Holdings> {
  const address = normaliseAddress(email);
  const ids = async (table: "applications" | "contact_messages" | "newsletter_subscribers", column: string) =>
    (
      await db
        .selectFrom(table)
        .select("id")
        .where(sql<boolean>`lower(${sql.ref(column)}) = ${address}`)
        .execute()
    ).map((row) => row.id);
  const applications = await ids("applications", "applicant_email");
  const contactMessages = await ids("contact_messages", "email");
  const subscribers = await ids("newsletter_subscribers", "email");
  const leadIds = [...applications, ...contactMessages, ...subscribers];
  const none = ["00000000-0000-0000-0000-000000000000"];
  // Held submissions (decision 076): by address while waiting; once confirmed, by the lead they became.
  const pending = (
    await db
      .selectFrom("pending_submissions")
      .select("id")
      .where((eb) => eb.or([eb("email", "=", address), eb("lead_id", "in", leadIds.length ? leadIds : none)]))
      .execute()
  ).map((row) => row.id);
  const leads = [...leadIds, ...pending].length ? [...leadIds, ...pending] : none;

  const notes = await db.selectFrom("lead_notes").select("id").where("lead_id", "in", leads).execute();
  const tasks = await db.selectFrom("deal_tasks").select("id").where("application_id", "in", leads).execute();
  const messages = await db
    .selectFrom("deal_messages")
    .select("id")
    .where("application_id", "in", applications.length ? applications : none)
    .execute();
  const audit = await db
    .selectFrom("audit_log")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("lead_id", "in", leads),
        eb(
          "target",
          "in",
          leadIds.flatMap((id) => [`application:${id}`, `contact:${id}`, `newsletter:${id}`]).concat(none),
        ),
      ]),
    )
    .execute();
  // Outbox payloads are JSON text naming the lead id (or, for e-mails, the address itself).
  const jsonAddress = escapeLike(JSON.stringify(address).slice(1, -1));
  const outbox = await db
    .selectFrom("outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        ...leadIds.flatMap((id) => [
          eb("payload", "like", `%"leadId":"${id}"%`),
          eb("payload", "like", `%"subscriberId":"${id}"%`),
        ]),
        eb(sql<string>`lower(payload)`, "like", sql<string>`${`%"${jsonAddress}"%`} escape '\\'`),
      ]),
    )
    .execute();
  const keys = await db.selectFrom("idempotency_keys").select(["form", "key"]).where("lead_id", "in", leads).execute();
  // Founder links and sessions are stored under the lower-cased address already.
  const founderRows = async (table: "founder_links" | "founder_sessions") =>
    (await db.selectFrom(table).select("id").where("email", "=", address).execute()).map((row) => row.id);
  return {
    applications,
    contact_messages: contactMessages,
    newsletter_subscribers: subscribers,
    pending_submissions: pending,
    lead_notes: notes.map((row) => row.id),
    deal_tasks: tasks.map((row) => row.id),
    deal_messages: messages.map((row) => row.id),
    audit_log: audit.map((row) => row.id),
    outbox: outbox.map((row) => row.id),
    idempotency_keys: keys,
    founder_links: await founderRows("founder_links"),
    founder_sessions: await founderRows("founder_sessions"),
  };
}

export function countHoldings(holdings: Holdings): Record<keyof Holdings, number> & { total: number } {
  const counts = Object.fromEntries(HOLDING_TABLES.map((table) => [table, holdings[table].length])) as Record<
    keyof Holdings,
    number
  >;
  return { ...counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
}
