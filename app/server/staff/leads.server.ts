import { randomUUID } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import type { Database, LeadKind, LeadStatus } from "../db/schema.ts";

import { LEAD_KINDS } from "../../content/inbox.ts";

export { LEAD_KINDS, LEAD_STATUSES } from "../../content/inbox.ts";
export const INBOX_PAGE_SIZE = 25;

export interface LeadSummary {
  kind: LeadKind;
  id: string;
  title: string;
  detail: string;
  email: string | null;
  createdAt: string;
  status: LeadStatus;
}

export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  query?: string;
  page?: number;
}

const like = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first across the three lead tables, with each lead's review status. */
export async function listLeads(db: Kysely<Database>, filter: LeadFilter = {}) {
  const page = Math.max(1, filter.page ?? 1);
  const take = page * INBOX_PAGE_SIZE + 1;
  const kinds = filter.kind ? [filter.kind] : LEAD_KINDS;
  const pattern = filter.query?.trim() ? like(filter.query.trim()) : undefined;
  const wanted = filter.status;

  const batches: LeadSummary[][] = [];
  if (kinds.includes("application")) {
    let query = db
      .selectFrom("applications")
      .leftJoin("lead_status", (join) =>
        join.onRef("lead_status.lead_id", "=", "applications.id").on("lead_status.lead_kind", "=", "application"),
      )
      .select(["id", "business_name", "website", "industry", "funding_round_type", "created_at", "lead_status.status"])
      .orderBy("created_at", "desc")
      .limit(take);
    if (pattern) {
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["business_name"]), "like", pattern),
          eb(eb.fn("lower", ["website"]), "like", pattern),
          eb(eb.fn("lower", ["business_description"]), "like", pattern),
        ]),
      );
    }
    if (wanted) query = query.where((eb) => eb(eb.fn.coalesce("lead_status.status", eb.val("new")), "=", wanted));
    const rows = await query.execute();
    batches.push(
      rows.map((row) => ({
        kind: "application",
        id: row.id,
        title: row.business_name,
        detail: `${row.industry} · ${row.funding_round_type} · ${row.website}`,
        email: null,
        createdAt: row.created_at,
        status: (row.status ?? "new") as LeadStatus,
      })),
    );
  }
  if (kinds.includes("contact")) {
    let query = db
      .selectFrom("contact_messages")
      .leftJoin("lead_status", (join) =>
        join.onRef("lead_status.lead_id", "=", "contact_messages.id").on("lead_status.lead_kind", "=", "contact"),
      )
      .select(["id", "first_name", "last_name", "email", "company", "subject", "created_at", "lead_status.status"])
      .orderBy("created_at", "desc")
      .limit(take);
    if (pattern) {
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["first_name"]), "like", pattern),
          eb(eb.fn("lower", ["last_name"]), "like", pattern),
          eb(eb.fn("lower", ["email"]), "like", pattern),
          eb(eb.fn("lower", ["company"]), "like", pattern),
          eb(eb.fn("lower", ["message"]), "like", pattern),
        ]),
      );
    }
    if (wanted) query = query.where((eb) => eb(eb.fn.coalesce("lead_status.status", eb.val("new")), "=", wanted));
    const rows = await query.execute();
    batches.push(
      rows.map((row) => ({
        kind: "contact",
        id: row.id,
        title: `${row.first_name} ${row.last_name}${row.company ? ` (${row.company})` : ""}`,
        detail: row.subject,
        email: row.email,
        createdAt: row.created_at,
        status: (row.status ?? "new") as LeadStatus,
      })),
    );
  }
  if (kinds.includes("newsletter")) {
    let query = db
      .selectFrom("newsletter_subscribers")
      .leftJoin("lead_status", (join) =>
        join
          .onRef("lead_status.lead_id", "=", "newsletter_subscribers.id")
          .on("lead_status.lead_kind", "=", "newsletter"),
      )
      .select(["id", "email", "newsletter_subscribers.status as subscription", "created_at", "lead_status.status"])
      .orderBy("created_at", "desc")
      .limit(take);
    if (pattern) query = query.where((eb) => eb(eb.fn("lower", ["email"]), "like", pattern));
    if (wanted) query = query.where((eb) => eb(eb.fn.coalesce("lead_status.status", eb.val("new")), "=", wanted));
    const rows = await query.execute();
    batches.push(
      rows.map((row) => ({
        kind: "newsletter",
        id: row.id,
        title: row.email,
        detail: `Newsletter: ${row.subscription}`,
        email: row.email,
        createdAt: row.created_at,
        status: (row.status ?? "new") as LeadStatus,
      })),
    );
  }

  const leads = batches.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const start = (page - 1) * INBOX_PAGE_SIZE;
  return {
    leads: leads.slice(start, start + INBOX_PAGE_SIZE),
    page,
    hasMore: leads.length > start + INBOX_PAGE_SIZE,
  };
}

export interface LeadDetail {
  kind: LeadKind;
  id: string;
  title: string;
  createdAt: string;
  status: LeadStatus;
  fields: { label: string; value: string }[];
  notes: { id: string; body: string; author: string | null; createdAt: string }[];
  deliveries: {
    kind: string;
    status: string;
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
    nextAttemptAt: string;
  }[];
}

const labelOf = (column: string) => column.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

async function leadRow(db: Kysely<Database>, kind: LeadKind, id: string) {
  if (kind === "application") return db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
  if (kind === "contact") return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function getLead(db: Kysely<Database>, kind: LeadKind, id: string): Promise<LeadDetail | null> {
  const row = (await leadRow(db, kind, id)) as Record<string, unknown> | undefined;
  if (!row) return null;
  const status = await db
    .selectFrom("lead_status")
    .select("status")
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .executeTakeFirst();
  const notes = await db
    .selectFrom("lead_notes")
    .leftJoin("staff_users", "staff_users.id", "lead_notes.staff_user_id")
    .select(["lead_notes.id", "lead_notes.body", "lead_notes.created_at", "staff_users.name"])
    .where("lead_notes.lead_kind", "=", kind)
    .where("lead_notes.lead_id", "=", id)
    .orderBy("lead_notes.created_at", "desc")
    .execute();
  // Outbox payloads are JSON text that names the lead.
  const deliveries = await db
    .selectFrom("outbox")
    .select(["kind", "status", "attempts", "last_error", "delivered_at", "next_attempt_at"])
    .where("payload", "like", `%"${kind === "newsletter" ? "subscriberId" : "leadId"}":"${id}"%`)
    .orderBy("created_at")
    .execute();
  const title =
    kind === "application"
      ? String(row.business_name)
      : kind === "contact"
        ? `${String(row.first_name)} ${String(row.last_name)}`
        : String(row.email);
  return {
    kind,
    id,
    title,
    createdAt: String(row.created_at),
    status: status?.status ?? "new",
    fields: Object.entries(row)
      .filter(([column]) => column !== "id")
      .map(([column, value]) => ({ label: labelOf(column), value: value === null ? "—" : String(value) })),
    notes: notes.map((note) => ({ id: note.id, body: note.body, author: note.name, createdAt: note.created_at })),
    deliveries: deliveries.map((delivery) => ({
      kind: delivery.kind,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.last_error,
      deliveredAt: delivery.delivered_at,
      nextAttemptAt: delivery.next_attempt_at,
    })),
  };
}

export async function addNote(
  db: Kysely<Database>,
  lead: { kind: LeadKind; id: string },
  staffUserId: string,
  body: string,
) {
  await db
    .insertInto("lead_notes")
    .values({
      id: randomUUID(),
      lead_kind: lead.kind,
      lead_id: lead.id,
      staff_user_id: staffUserId,
      body,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function setStatus(
  db: Kysely<Database>,
  lead: { kind: LeadKind; id: string },
  staffUserId: string,
  status: LeadStatus,
) {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("lead_status")
    .values({ lead_kind: lead.kind, lead_id: lead.id, status, updated_at: updatedAt, updated_by: staffUserId })
    .onConflict((conflict) =>
      conflict
        .columns(["lead_kind", "lead_id"])
        .doUpdateSet({ status, updated_at: updatedAt, updated_by: staffUserId }),
    )
    .execute();
}

/** Every lead of one kind as CSV, all columns plus review status. */
export async function exportLeadsCsv(db: Kysely<Database>, kind: LeadKind): Promise<string> {
  const table =
    kind === "application" ? "applications" : kind === "contact" ? "contact_messages" : "newsletter_subscribers";
  const rows = (await db.selectFrom(table).selectAll().orderBy("created_at").execute()) as Record<string, unknown>[];
  const statuses = await db
    .selectFrom("lead_status")
    .select(["lead_id", "status"])
    .where("lead_kind", "=", kind)
    .execute();
  const statusById = new Map(statuses.map((row) => [row.lead_id, row.status]));
  const records = rows.map((row) => ({ ...row, review_status: statusById.get(String(row.id)) ?? "new" }));
  const columns = records[0] ? Object.keys(records[0]) : ["id", "review_status"];
  // Cells starting with = + - @ are prefixed so spreadsheets don't run them as formulas.
  const safe = (value: unknown) => {
    const text = value === null || value === undefined ? "" : String(value);
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  return stringify(
    records.map((record) => columns.map((column) => safe((record as Record<string, unknown>)[column]))),
    { header: true, columns },
  );
}
