import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { founderMailByDefault, isFounderMailStage } from "#app/staff/view/stage-mail.ts";
import { KIND_OF_LIST, type ListName, nextStatuses, TABLE_OF_LIST } from "#app/staff/view/workflow.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { retryDelivery } from "#app/platform/outbox/dead-letter.server.ts";
import { type AuditEntry, recordAudit } from "#app/staff/server/audit.server.ts";
import { queueAssignmentMail } from "#app/staff/server/pipeline/assignment-mail.server.ts";
import { queueFounderMail, stageMailDelayMs, stopWaitingStageMails } from "./stage-mail.server.ts";

/*
 * Every change to a lead and its audit row (with before and after values)
 * are written in one transaction: there is no change without its record.
 */

export type ChangeOutcome = "done" | "not-found" | "not-allowed";

export interface Actor {
  id: string;
  ip?: string;
}

/** The audit row of an actor's change to a lead, written in the change's transaction. */
function auditLeadChange(
  trx: Kysely<Database>,
  actor: Actor,
  list: ListName,
  id: string,
  change: Pick<AuditEntry, "action" | "before" | "after">,
) {
  return recordAudit(trx, { staffUserId: actor.id, ip: actor.ip, lead: { kind: KIND_OF_LIST[list], id }, ...change });
}

export interface MoveChoices {
  /** Send the founder the e-mail about the new stage; unset, the transition's default (decision 058). */
  founderMail?: boolean;
  /** How long that e-mail waits; unset, FOUNDER_STAGE_MAIL_DELAY_MINUTES. */
  mailDelayMs?: number;
}

/**
 * Moves a lead forward, to a decline, or back. For an application, any stage e-mail still waiting
 * is stopped (the founder hears where it stands, not each click), and the new stage's e-mail is
 * queued, due after the delay, when the partner chose to send it.
 */
export async function changeStatus(
  handle: DatabaseHandle,
  list: Exclude<ListName, "subscribers">,
  id: string,
  to: string,
  actor: Actor,
  { founderMail, mailDelayMs }: MoveChoices = {},
): Promise<ChangeOutcome> {
  const table = TABLE_OF_LIST[list];
  return handle.write(async (trx) => {
    const row = await trx.selectFrom(table).select("status").where("id", "=", id).executeTakeFirst();
    if (!row) return "not-found";
    if (!nextStatuses(list, row.status).includes(to)) return "not-allowed";
    const updated = await trx
      .updateTable(table)
      .set({ status: to as never })
      .where("id", "=", id)
      .where("status", "=", row.status as never)
      .executeTakeFirst();
    // Someone else moved it in between: their move stands.
    if (Number(updated.numUpdatedRows) !== 1) return "not-allowed";
    const byDefault = list === "applications" ? founderMailByDefault(row.status, to) : null;
    const send = byDefault !== null && (founderMail ?? byDefault);
    if (list === "applications") await stopWaitingStageMails(trx, list, id, actor);
    await auditLeadChange(trx, actor, list, id, {
      action: "status",
      before: { status: row.status },
      after: { status: to, ...(byDefault === null ? {} : { founderMail: send ? "queued" : "not_sent" }) },
    });
    if (send && isFounderMailStage(to)) await queueFounderMail(trx, id, to, mailDelayMs ?? stageMailDelayMs());
    return "done";
  });
}

export async function assignLead(
  handle: DatabaseHandle,
  list: Exclude<ListName, "subscribers">,
  id: string,
  assigneeId: string | null,
  actor: Actor,
): Promise<ChangeOutcome> {
  const table = TABLE_OF_LIST[list];
  return handle.write(async (trx) => {
    const row = await trx
      .selectFrom(table)
      .leftJoin("staff_users", "staff_users.id", `${table}.assignee_id`)
      .select([`${table}.assignee_id as assigneeId`, "staff_users.name as assignee"])
      .where(`${table}.id`, "=", id)
      .executeTakeFirst();
    if (!row) return "not-found";
    let assignee: string | null = null;
    if (assigneeId) {
      const staff = await trx
        .selectFrom("staff_users")
        .select("name")
        .where("id", "=", assigneeId)
        .where("disabled_at", "is", null)
        .executeTakeFirst();
      if (!staff) return "not-allowed";
      assignee = staff.name;
    }
    if (row.assigneeId === assigneeId) return "done";
    await trx.updateTable(table).set({ assignee_id: assigneeId }).where("id", "=", id).execute();
    await auditLeadChange(trx, actor, list, id, {
      action: "assign",
      before: { assigneeId: row.assigneeId, assignee: row.assignee },
      after: { assigneeId, assignee },
    });
    // The new assignee hears of it (decision 061); the founder never does.
    if (list === "applications") await queueAssignmentMail(trx, { assigneeId, actorId: actor.id, leadId: id });
    return "done";
  });
}

/**
 * Adds a note. A second post with the same idempotency key (a double click, a resent form) stores
 * nothing more: the unique (lead_id, idempotency_key) index keeps the first.
 */
export async function addNote(
  handle: DatabaseHandle,
  list: ListName,
  id: string,
  body: string,
  actor: Actor,
  idempotencyKey: string | null = null,
): Promise<ChangeOutcome> {
  const table = TABLE_OF_LIST[list];
  const kind = KIND_OF_LIST[list];
  return handle.write(async (trx) => {
    const row = await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
    if (!row) return "not-found";
    const noteId = randomUUID();
    const inserted = await trx
      .insertInto("lead_notes")
      .values({
        id: noteId,
        lead_kind: kind,
        lead_id: id,
        staff_user_id: actor.id,
        body,
        created_at: new Date().toISOString(),
        idempotency_key: idempotencyKey,
      })
      .onConflict((conflict) => conflict.columns(["lead_id", "idempotency_key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "done";
    await auditLeadChange(trx, actor, list, id, { action: "note", before: null, after: { noteId, body } });
    return "done";
  });
}

/** Sends a failing or dead forward again now, with a fresh attempt budget; only one that belongs to this lead. */
export async function retryLeadDelivery(
  handle: DatabaseHandle,
  list: ListName,
  id: string,
  deliveryId: string,
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const row = await trx
      .selectFrom("outbox")
      .select(["status", "attempts", "payload"])
      .where("id", "=", deliveryId)
      .executeTakeFirst();
    if (!row || !payloadNamesLead(row.payload, id)) return "not-found";
    if ((await retryDelivery(trx, deliveryId)) !== "retried") return "not-allowed";
    await auditLeadChange(trx, actor, list, id, {
      action: "retry_delivery",
      before: { deliveryId, status: row.status, attempts: row.attempts },
      after: { deliveryId, status: "pending", attempts: 0 },
    });
    return "done";
  });
}

/** Outbox payloads name their lead as leadId (forms) or subscriberId (newsletter). */
export function payloadNamesLead(payload: string, leadId: string): boolean {
  try {
    const parsed = JSON.parse(payload) as { leadId?: unknown; subscriberId?: unknown };
    return parsed.leadId === leadId || parsed.subscriberId === leadId;
  } catch {
    return false;
  }
}
