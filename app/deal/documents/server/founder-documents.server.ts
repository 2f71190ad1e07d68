import { type Kysely, sql } from "kysely";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import { checkpointDeletions } from "#app/platform/db/scrub.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { normaliseEmail } from "#app/staff/server/auth.server.ts";
import { documentFile, documentRequests } from "./requests.server.ts";
import { MAX_APPLICATION_BYTES } from "./file-types.server.ts";
import { applicationBytes, deleteFiles } from "./storage.server.ts";
import type { UploadError, UploadTarget } from "./upload.server.ts";
import { queueUploadNotice } from "./upload-notice.server.ts";

/* The founder's side: every query is scoped by the session's address, so another founder's id finds nothing. */

const ownedBy = (email: string) => sql<boolean>`lower(applicant_email) = ${normaliseEmail(email)}`;

/** The founder's application by id, or undefined when it is not theirs. */
export async function ownApplication(db: Kysely<Database>, email: string, applicationId: string) {
  return db
    .selectFrom("applications")
    .select(["id", "business_name", "status"])
    .where("id", "=", applicationId)
    .where(ownedBy(email))
    .executeTakeFirst();
}

/** What the founder's documents page shows, or undefined when the application is not theirs. */
export async function founderDocuments(db: Kysely<Database>, email: string, applicationId: string) {
  const application = await ownApplication(db, email, applicationId);
  if (!application) return undefined;
  return { application, requests: await documentRequests(db, applicationId) };
}

/** Where an upload may go: the founder's own open request, and how much the application already holds. */
export async function founderUploadTarget(
  db: Kysely<Database>,
  email: string,
  applicationId: string,
  requestId: string | undefined,
): Promise<UploadTarget | UploadError> {
  const application = await ownApplication(db, email, applicationId);
  if (!application || !requestId) return "notFound";
  if (application.status === "withdrawn") return "withdrawn";
  const request = await db
    .selectFrom("document_requests")
    .select("status")
    .where("id", "=", requestId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!request) return "notFound";
  if (request.status === "accepted") return "closed";
  return { applicationId, requestId, usedBytes: await applicationBytes(db, applicationId) };
}

/**
 * Marks an upload's files complete and its request received, in one commit, or refuses them when the
 * application's total (complete files plus these) would pass MAX_APPLICATION_BYTES. The total read when
 * the upload started counts only complete files, so uploads sent side by side all passed it (issue 26):
 * here it is read again where completions are serialised. On SQLite writes run one at a time; on
 * PostgreSQL the application's row is locked first, so the sum counts every completion committed before.
 * A refused upload's files are deleted in the same commit.
 */
export async function completeUpload(
  handle: DatabaseHandle,
  target: UploadTarget,
  fileIds: readonly string[],
): Promise<"done" | "applicationFull"> {
  const outcome = await handle.write(async (trx) => {
    if (handle.dialect === "postgres")
      await trx.selectFrom("applications").select("id").where("id", "=", target.applicationId).forUpdate().execute();
    if (fileIds.length > 0) {
      const adding = await trx
        .selectFrom("document_files")
        .select((eb) => eb.fn.sum<number | string | null>("size_bytes").as("total"))
        .where("id", "in", fileIds)
        .executeTakeFirst();
      if ((await applicationBytes(trx, target.applicationId)) + Number(adding?.total ?? 0) > MAX_APPLICATION_BYTES) {
        await deleteFiles(trx, fileIds);
        return "applicationFull" as const;
      }
      await trx.updateTable("document_files").set({ status: "complete" }).where("id", "in", fileIds).execute();
    }
    const before = await trx
      .selectFrom("document_requests")
      .select("status")
      .where("id", "=", target.requestId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("document_requests")
      .set({ status: "received", updated_at: new Date().toISOString() })
      .where("id", "=", target.requestId)
      .execute();
    await recordAudit(trx, {
      staffUserId: null,
      action: "documents_uploaded_by_founder",
      lead: { kind: "application", id: target.applicationId },
      before: { status: before.status },
      after: { status: "received", files: fileIds.length },
    });
    await queueUploadNotice(trx, target.applicationId);
    return "done" as const;
  });
  if (outcome === "applicationFull") await checkpointDeletions(handle.db);
  return outcome;
}

/** A complete file of one of the founder's applications, or undefined. */
export async function founderFile(db: Kysely<Database>, email: string, applicationId: string, fileId: string) {
  if (!(await ownApplication(db, email, applicationId))) return undefined;
  return documentFile(db, applicationId, fileId);
}
