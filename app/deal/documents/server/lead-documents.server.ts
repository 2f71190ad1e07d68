import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { documentRequests } from "./requests.server.ts";

export type LeadDocuments = Awaited<ReturnType<typeof leadDocuments>>;

/**
 * What the lead page's Documents card shows: an application's requests, the answer the documents
 * action redirected back with (`?documents=`), and a fresh idempotency key for the request form.
 */
export async function leadDocuments(db: Kysely<Database>, applicationId: string, request: Request) {
  const notice = new URL(request.url).searchParams.get("documents");
  return {
    applicationId,
    requests: await documentRequests(db, applicationId),
    notice: notice && /^[a-z-]{1,30}$/.test(notice) ? notice : null,
    formKey: randomUUID(),
  };
}
