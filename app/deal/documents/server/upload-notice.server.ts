import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { enqueue, noticeWaits } from "#app/platform/outbox/outbox.server.ts";

/**
 * Tells the firm a founder uploaded documents (issue 26, item 12), in the upload's transaction: the
 * founder's page says the team has been told. Several files in a row make one e-mail while it waits.
 */
export async function queueUploadNotice(trx: Kysely<Database>, applicationId: string) {
  if (await noticeWaits(trx, "documents_uploaded_to_staff", applicationId)) return;
  const application = await trx
    .selectFrom("applications")
    .select("business_name")
    .where("id", "=", applicationId)
    .executeTakeFirst();
  if (!application) return;
  await enqueue(trx, "documents_uploaded_to_staff", { leadId: applicationId, businessName: application.business_name });
}
