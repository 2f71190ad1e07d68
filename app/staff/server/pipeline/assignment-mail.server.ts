import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { enqueue, type StaffAssignmentPayload } from "#app/platform/outbox/outbox.server.ts";

/**
 * Queues the e-mail telling a staff member a deal (or a task on it) is now theirs, in the
 * assignment's transaction. Nobody is mailed about what they assigned to themselves, and only
 * active staff accounts are: the address is a staff member's, never the founder's.
 */
export async function queueAssignmentMail(
  trx: Kysely<Database>,
  {
    assigneeId,
    actorId,
    leadId,
    task,
  }: { assigneeId: string | null; actorId: string; leadId: string; task?: StaffAssignmentPayload["task"] },
): Promise<boolean> {
  if (!assigneeId || assigneeId === actorId) return false;
  const [assignee, actor, lead] = await Promise.all([
    trx
      .selectFrom("staff_users")
      .select("email")
      .where("id", "=", assigneeId)
      .where("disabled_at", "is", null)
      .executeTakeFirst(),
    trx.selectFrom("staff_users").select("name").where("id", "=", actorId).executeTakeFirst(),
    trx.selectFrom("applications").select("business_name").where("id", "=", leadId).executeTakeFirst(),
  ]);
  if (!assignee || !lead) return false;
  await enqueue(trx, "staff_assignment", {
    leadId,
    email: assignee.email,
    company: lead.business_name,
    actorName: actor?.name ?? "",
    ...(task ? { task } : {}),
  });
  return true;
}
