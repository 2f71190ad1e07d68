import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { databaseTime } from "../outbox/clock.server.ts";
import { enqueue } from "../outbox/outbox.server.ts";

/** Payloads name their lead as JSON; ids are UUIDs, which hold no LIKE wildcards. */
const namesLead = (leadId: string) => `%"leadId":"${leadId}"%`;

/**
 * Tells the firm a founder uploaded documents (issue 26, item 12), in the upload's transaction: the
 * founder's page says the team has been told. Several files in a row make one e-mail while it waits.
 */
export async function queueUploadNotice(trx: Kysely<Database>, applicationId: string) {
  const waiting = await trx
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", "documents_uploaded_to_staff")
    .where("status", "=", "pending")
    .where("payload", "like", namesLead(applicationId))
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", databaseTime(trx))]))
    .executeTakeFirst();
  if (waiting) return;
  const application = await trx
    .selectFrom("applications")
    .select("business_name")
    .where("id", "=", applicationId)
    .executeTakeFirst();
  if (!application) return;
  await enqueue(trx, "documents_uploaded_to_staff", { leadId: applicationId, businessName: application.business_name });
}
