import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { enqueue } from "../../outbox/outbox.server.ts";

/** Queues the founder's "your application moved" mail, in the transaction of the move. */
export async function queueFounderUpdate(trx: Kysely<Database>, id: string) {
  const application = await trx
    .selectFrom("applications")
    .select(["applicant_email", "applicant_first_name", "business_name", "status"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await enqueue(trx, "founder_status_update", {
    leadId: id,
    email: application.applicant_email,
    firstName: application.applicant_first_name,
    businessName: application.business_name,
    status: application.status,
  });
}
