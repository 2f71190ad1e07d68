import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { HISTORY_ACTIONS, KIND_OF_LIST, type ListName } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { leadFields, type LeadSection } from "./fields.server.ts";

const copy = inboxCopy.lead;

export interface LeadDetail {
  list: ListName;
  id: string;
  title: string;
  createdAt: string;
  status: string;
  assigneeId: string | null;
  /** mailto: link with a subject naming the company (or the message's subject). */
  replyHref: string | null;
  sections: LeadSection[];
  notes: { id: string; body: string; author: string | null; createdAt: string }[];
  history: { id: string; action: string; actor: string | null; createdAt: string; before: unknown; after: unknown }[];
  deliveries: {
    id: string;
    kind: string;
    status: string;
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
    nextAttemptAt: string;
  }[];
}

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

function mailto(address: string, subject: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

async function leadRow(handle: DatabaseHandle, list: ListName, id: string) {
  const { db } = handle;
  if (list === "applications") {
    const row = await db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    return {
      title: row.business_name,
      createdAt: row.created_at,
      status: row.status as string,
      assigneeId: row.assignee_id,
      replyHref: row.applicant_email
        ? mailto(row.applicant_email, copy.replySubject.replace("{company}", row.business_name))
        : null,
      sections: leadFields.applications(row),
    };
  }
  if (list === "messages") {
    const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    const subject = row.company ? `${row.subject} — ${row.company}` : row.subject;
    return {
      title: `${row.first_name} ${row.last_name}${row.company ? ` (${row.company})` : ""}`,
      createdAt: row.created_at,
      status: row.status as string,
      assigneeId: row.assignee_id,
      replyHref: mailto(row.email, copy.messageReplySubject.replace("{subject}", subject)),
      sections: leadFields.messages(row),
    };
  }
  const row = await db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    title: row.email,
    createdAt: row.created_at,
    status: row.status as string,
    assigneeId: null,
    replyHref: null,
    sections: leadFields.subscribers(row),
  };
}

export async function getLead(handle: DatabaseHandle, list: ListName, id: string): Promise<LeadDetail | null> {
  const row = await leadRow(handle, list, id);
  if (!row) return null;
  const kind = KIND_OF_LIST[list];
  const { db } = handle;
  const [notes, history, deliveries] = await Promise.all([
    db
      .selectFrom("lead_notes")
      .leftJoin("staff_users", "staff_users.id", "lead_notes.staff_user_id")
      .select(["lead_notes.id", "lead_notes.body", "lead_notes.created_at", "staff_users.name"])
      .where("lead_notes.lead_kind", "=", kind)
      .where("lead_notes.lead_id", "=", id)
      .orderBy("lead_notes.created_at", "desc")
      .execute(),
    db
      .selectFrom("audit_log")
      .leftJoin("staff_users", "staff_users.id", "audit_log.staff_user_id")
      .select([
        "audit_log.id",
        "audit_log.action",
        "audit_log.created_at",
        "audit_log.before_value",
        "audit_log.after_value",
        "staff_users.name",
      ])
      .where("audit_log.lead_kind", "=", kind)
      .where("audit_log.lead_id", "=", id)
      .where("audit_log.action", "in", HISTORY_ACTIONS)
      .orderBy("audit_log.created_at", "desc")
      .execute(),
    // Payloads are JSON naming the lead; ids are UUIDs, which hold no LIKE wildcards.
    db
      .selectFrom("outbox")
      .select(["id", "kind", "status", "attempts", "last_error", "delivered_at", "next_attempt_at"])
      .where("payload", "like", `%"${list === "subscribers" ? "subscriberId" : "leadId"}":"${id}"%`)
      .orderBy("created_at")
      .execute(),
  ]);
  return {
    list,
    id,
    ...row,
    notes: notes.map((note) => ({ id: note.id, body: note.body, author: note.name, createdAt: note.created_at })),
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actor: entry.name,
      createdAt: entry.created_at,
      before: parse(entry.before_value),
      after: parse(entry.after_value),
    })),
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      kind: delivery.kind,
      status: delivery.status === "pending" && delivery.attempts > 0 ? "failing" : delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.last_error,
      deliveredAt: delivery.delivered_at,
      nextAttemptAt: delivery.next_attempt_at,
    })),
  };
}
