import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import type { DatabaseHandle } from "#app/platform/db/db.server.ts";
import type { Database, DocumentRequestStatus } from "#app/platform/db/schema.ts";
import { downloadName, mayHoldFormulas } from "./file-types.server.ts";
import { recordAudit } from "#app/staff/server/audit.server.ts";
import { stageMailDelayMs } from "#app/staff/server/leads/stage-mail.server.ts";
import { enqueueFounderNotice } from "#app/platform/outbox/founder-digest.server.ts";

/* Staff's side of due diligence: ask for documents, then accept each or ask for changes (decision 060). */

export interface Actor {
  id: string;
  ip?: string;
}

export interface RequestedDocuments {
  itemKeys: readonly string[];
  /** A free-text request, when staff named one. */
  other?: string;
}

/**
 * Adds the requests not already open on the application and queues one e-mail to the founder, in one
 * transaction. The form's idempotency key makes a resubmit add nothing and mail nothing.
 */
export async function requestDocuments(
  handle: DatabaseHandle,
  applicationId: string,
  wanted: RequestedDocuments,
  actor: Actor,
  idempotencyKey: string,
  now = new Date(),
): Promise<"done" | "not-found" | "nothing-new" | "duplicate"> {
  return handle.write(async (trx) => {
    const application = await trx
      .selectFrom("applications")
      .select(["id", "applicant_email", "applicant_first_name"])
      .where("id", "=", applicationId)
      .executeTakeFirst();
    if (!application) return "not-found";
    const open = await trx
      .selectFrom("document_requests")
      .select("item_key")
      .where("application_id", "=", applicationId)
      .where("item_key", "is not", null)
      .execute();
    const already = new Set(open.map((row) => row.item_key));
    if (wanted.other && (await openFreeTextRequest(trx, applicationId, wanted.other, idempotencyKey)))
      return "duplicate";
    const items = documentsCopy.checklist
      .filter((item) => wanted.itemKeys.includes(item.key) && !already.has(item.key))
      .map((item) => ({ key: item.key as string | null, title: item.title as string }));
    if (wanted.other) items.push({ key: null, title: wanted.other });
    let added = 0;
    for (const item of items) {
      const inserted = await trx
        .insertInto("document_requests")
        .values({
          id: randomUUID(),
          application_id: applicationId,
          item_key: item.key,
          title: item.title,
          status: "requested",
          staff_comment: null,
          requested_by: actor.id,
          idempotency_key: idempotencyKey,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(["application_id", "idempotency_key", "title"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) added++;
    }
    if (added === 0) return "nothing-new";
    await recordAudit(trx, {
      staffUserId: actor.id,
      ip: actor.ip,
      action: "documents_requested",
      lead: { kind: "application", id: applicationId },
      after: { titles: items.map((item) => item.title) },
    });
    // Founder mail waits like a stage e-mail (decision 058) and names no figures, only the page.
    await enqueueFounderNotice(
      trx,
      "founder_documents_requested",
      { leadId: applicationId, email: application.applicant_email, firstName: application.applicant_first_name },
      stageMailDelayMs(),
    );
    return "done";
  });
}

/**
 * Whether the same free-text request (same words, any case and spacing) is open on the application,
 * from another form: a resubmit of the same form is no duplicate, it just adds nothing.
 */
async function openFreeTextRequest(
  trx: Kysely<Database>,
  applicationId: string,
  title: string,
  idempotencyKey: string,
) {
  const fold = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
  const rows = await trx
    .selectFrom("document_requests")
    .select(["title", "idempotency_key"])
    .where("application_id", "=", applicationId)
    .where("item_key", "is", null)
    .where("status", "!=", "accepted")
    .execute();
  return rows.some((row) => row.idempotency_key !== idempotencyKey && fold(row.title) === fold(title));
}

export type ReviewDecision = { decision: "accept" } | { decision: "changes"; comment: string };

/** Accepts a received document, or sends it back with a comment; a request with nothing received is left alone. */
export async function reviewRequest(
  handle: DatabaseHandle,
  applicationId: string,
  requestId: string,
  review: ReviewDecision,
  actor: Actor,
  now = new Date(),
): Promise<"done" | "not-found" | "not-allowed"> {
  return handle.write(async (trx) => {
    const row = await trx
      .selectFrom("document_requests")
      .select(["status", "title"])
      .where("id", "=", requestId)
      .where("application_id", "=", applicationId)
      .executeTakeFirst();
    if (!row) return "not-found";
    if (row.status !== "received" && !(review.decision === "changes" && row.status === "accepted"))
      return "not-allowed";
    const status: DocumentRequestStatus = review.decision === "accept" ? "accepted" : "changes_needed";
    const comment = review.decision === "changes" ? review.comment : null;
    await trx
      .updateTable("document_requests")
      .set({ status, staff_comment: comment, updated_at: now.toISOString() })
      .where("id", "=", requestId)
      .execute();
    await recordAudit(trx, {
      staffUserId: actor.id,
      ip: actor.ip,
      action: review.decision === "accept" ? "document_accepted" : "document_changes_asked",
      lead: { kind: "application", id: applicationId },
      before: { status: row.status },
      after: { status, title: row.title },
    });
    return "done";
  });
}

export interface DocumentFileSummary {
  id: string;
  /** The name it downloads under (the detected type's extension). */
  fileName: string;
  /** A spreadsheet or CSV: staff are warned it may hold formulas. */
  mayHoldFormulas: boolean;
  sizeBytes: number;
  createdAt: string;
}

export interface DocumentRequestView {
  id: string;
  itemKey: string | null;
  title: string;
  status: DocumentRequestStatus;
  staffComment: string | null;
  createdAt: string;
  files: DocumentFileSummary[];
}

/** An application's requests, oldest first, each with its complete files. */
export async function documentRequests(db: Kysely<Database>, applicationId: string): Promise<DocumentRequestView[]> {
  const requests = await db
    .selectFrom("document_requests")
    .select(["id", "item_key", "title", "status", "staff_comment", "created_at"])
    .where("application_id", "=", applicationId)
    .orderBy("created_at")
    .orderBy("title")
    .execute();
  const files = await db
    .selectFrom("document_files")
    .select(["id", "request_id", "file_name", "content_type", "size_bytes", "created_at"])
    .where("application_id", "=", applicationId)
    .where("status", "=", "complete")
    .orderBy("created_at")
    .execute();
  return requests.map((request) => ({
    id: request.id,
    itemKey: request.item_key,
    title: request.title,
    status: request.status,
    staffComment: request.staff_comment,
    createdAt: request.created_at,
    files: files
      .filter((file) => file.request_id === request.id)
      .map((file) => ({
        id: file.id,
        fileName: downloadName(file.file_name, file.content_type),
        mayHoldFormulas: mayHoldFormulas(file.content_type),
        sizeBytes: Number(file.size_bytes),
        createdAt: file.created_at,
      })),
  }));
}

/** A complete file of an application (staff may download any). */
export async function documentFile(db: Kysely<Database>, applicationId: string, fileId: string) {
  return db
    .selectFrom("document_files")
    .select(["id", "file_name", "content_type", "size_bytes"])
    .where("id", "=", fileId)
    .where("application_id", "=", applicationId)
    .where("status", "=", "complete")
    .executeTakeFirst();
}
