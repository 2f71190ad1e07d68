import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import type { Actor, ChangeOutcome } from "#app/staff/server/leads/changes.server.ts";
import { queueAssignmentMail } from "./assignment-mail.server.ts";

/*
 * A deal's next steps (decision 061): added with a due day and an assignee, completed, reassigned.
 * Each change and its audit row share a transaction; the assignee's e-mail is queued in it too.
 */

/** A change's outcome; an assignee who is not (or no longer) on the team is refused as a slip in the form. */
export type TaskOutcome = ChangeOutcome | "unknown-assignee";

export interface NewTask {
  title: string;
  dueOn: string;
  assigneeId: string;
}

const audit = (
  trx: Kysely<Database>,
  actor: Actor,
  applicationId: string,
  action: string,
  after: unknown,
  before: unknown = null,
) =>
  recordAudit(trx, {
    staffUserId: actor.id,
    ip: actor.ip,
    lead: { kind: "application", id: applicationId },
    action,
    before,
    after,
  });

const activeStaff = (trx: Kysely<Database>, id: string) =>
  trx.selectFrom("staff_users").select("name").where("id", "=", id).where("disabled_at", "is", null).executeTakeFirst();

export async function addTask(
  handle: DatabaseHandle,
  applicationId: string,
  task: NewTask,
  actor: Actor,
): Promise<TaskOutcome> {
  return handle.write(async (trx) => {
    const lead = await trx.selectFrom("applications").select("id").where("id", "=", applicationId).executeTakeFirst();
    if (!lead) return "not-found";
    if (!(await activeStaff(trx, task.assigneeId))) return "unknown-assignee";
    const id = randomUUID();
    await trx
      .insertInto("deal_tasks")
      .values({
        id,
        application_id: applicationId,
        title: task.title,
        due_on: task.dueOn,
        assignee_id: task.assigneeId,
        created_by: actor.id,
        created_at: new Date().toISOString(),
        completed_at: null,
        completed_by: null,
      })
      .execute();
    await audit(trx, actor, applicationId, "task_added", { taskId: id, ...task });
    await queueAssignmentMail(trx, {
      assigneeId: task.assigneeId,
      actorId: actor.id,
      leadId: applicationId,
      task: { id, title: task.title, dueOn: task.dueOn },
    });
    return "done";
  });
}

/** The task, if it is open and belongs to this application. */
const openTask = (trx: Kysely<Database>, applicationId: string, taskId: string) =>
  trx
    .selectFrom("deal_tasks")
    .select(["id", "title", "due_on", "assignee_id", "completed_at"])
    .where("id", "=", taskId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();

export async function completeTask(
  handle: DatabaseHandle,
  applicationId: string,
  taskId: string,
  actor: Actor,
): Promise<ChangeOutcome> {
  return handle.write(async (trx) => {
    const task = await openTask(trx, applicationId, taskId);
    if (!task) return "not-found";
    if (task.completed_at) return "not-allowed";
    const now = new Date().toISOString();
    await trx
      .updateTable("deal_tasks")
      .set({ completed_at: now, completed_by: actor.id })
      .where("id", "=", taskId)
      .execute();
    await audit(trx, actor, applicationId, "task_completed", { taskId, completedAt: now });
    return "done";
  });
}

export async function reassignTask(
  handle: DatabaseHandle,
  applicationId: string,
  taskId: string,
  assigneeId: string,
  actor: Actor,
): Promise<TaskOutcome> {
  return handle.write(async (trx) => {
    const task = await openTask(trx, applicationId, taskId);
    if (!task) return "not-found";
    if (task.completed_at) return "not-allowed";
    if (!(await activeStaff(trx, assigneeId))) return "unknown-assignee";
    if (task.assignee_id === assigneeId) return "done";
    await trx.updateTable("deal_tasks").set({ assignee_id: assigneeId }).where("id", "=", taskId).execute();
    await audit(trx, actor, applicationId, "task_reassigned", { taskId, assigneeId }, { assigneeId: task.assignee_id });
    await queueAssignmentMail(trx, {
      assigneeId,
      actorId: actor.id,
      leadId: applicationId,
      task: { id: taskId, title: task.title, dueOn: task.due_on },
    });
    return "done";
  });
}

export interface DealTask {
  id: string;
  title: string;
  dueOn: string;
  assigneeId: string | null;
  assignee: string | null;
  completedAt: string | null;
  completedBy: string | null;
}

/** A deal's tasks: open ones first, earliest due first; then the done ones, latest first. */
export async function tasksOfDeal(db: Kysely<Database>, applicationId: string): Promise<DealTask[]> {
  const rows = await db
    .selectFrom("deal_tasks")
    .leftJoin("staff_users as assignee", "assignee.id", "deal_tasks.assignee_id")
    .leftJoin("staff_users as finisher", "finisher.id", "deal_tasks.completed_by")
    .select([
      "deal_tasks.id",
      "deal_tasks.title",
      "deal_tasks.due_on as dueOn",
      "deal_tasks.assignee_id as assigneeId",
      "assignee.name as assignee",
      "deal_tasks.completed_at as completedAt",
      "finisher.name as completedBy",
    ])
    .where("deal_tasks.application_id", "=", applicationId)
    .orderBy("deal_tasks.due_on")
    .orderBy("deal_tasks.created_at")
    .execute();
  const open = rows.filter((row) => !row.completedAt);
  const done = rows.filter((row) => row.completedAt).sort((a, b) => b.completedAt!.localeCompare(a.completedAt!));
  return [...open, ...done];
}

/** The open tasks of one staff member, earliest due first, with their deal's company. */
export async function openTasksOf(db: Kysely<Database>, staffUserId: string) {
  return db
    .selectFrom("deal_tasks")
    .innerJoin("applications", "applications.id", "deal_tasks.application_id")
    .select([
      "deal_tasks.id",
      "deal_tasks.title",
      "deal_tasks.due_on as dueOn",
      "deal_tasks.application_id as applicationId",
      "applications.business_name as company",
    ])
    .where("deal_tasks.assignee_id", "=", staffUserId)
    .where("deal_tasks.completed_at", "is", null)
    .orderBy("deal_tasks.due_on")
    .orderBy("deal_tasks.created_at")
    .limit(500)
    .execute();
}
