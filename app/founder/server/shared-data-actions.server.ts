import { redirect } from "react-router";
import { z } from "zod";
import { sharedDataCopy } from "#app/content/shared/shared-data/data.ts";
import { getDatabase, getDb } from "#app/platform/db/db.server.ts";
import { verifyCsrfField } from "#app/platform/security/csrf.server.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { CSRF_FIELD } from "#app/shared/forms/field-names.ts";
import { NO_STORE } from "#app/staff/server/guard.server.ts";
import { csvHeaders } from "#app/underwriting/store/csv-mappings.server.ts";
import { importSharedFile } from "#app/underwriting/store/import.server.ts";
import { correctEntry, deleteImport, isCategory } from "#app/underwriting/store/manage.server.ts";
import { receiveSharedFile } from "#app/underwriting/store/receive.server.ts";
import type { CheckedPost } from "#app/platform/security/post-guard.server.ts";
import type { requireFounderUpload } from "./guard.server.ts";
import { consumeFounderAction, minutesToWait } from "./limits.server.ts";
import { kpiOptions, mappingFrom, ownApplicationForData } from "./shared-data.server.ts";

/*
 * The "Your data" page's posts: an upload (multipart, its token checked among its fields), the
 * correction of an entry's category, and the deletion of an import. Each goes through on a 303 back
 * to the page (so a reload posts nothing twice), or answers 4xx with a sentence the founder can act on.
 */

const errors = sharedDataCopy.errors;
const pageOf = (applicationId: string) => `/account/applications/${applicationId}/shared-data`;
const back = (applicationId: string, query: string) =>
  redirect(`${pageOf(applicationId)}?${query}`, { status: 303, headers: NO_STORE });

export async function uploadSharedFile(
  request: Request,
  applicationId: string,
  upload: Awaited<ReturnType<typeof requireFounderUpload>>,
) {
  if (!upload.ok) return actionAnswer(403, errors.forbidden);
  const application = await ownApplicationForData(getDb(), upload.email, applicationId);
  if (!application) return actionAnswer(404, errors.notFound);
  const received = await receiveSharedFile(request);
  if (!verifyCsrfField(request, received.fields.get(CSRF_FIELD))) return actionAnswer(403, errors.forbidden);
  if (!received.ok) return actionAnswer(received.error === "tooLarge" ? 413 : 400, errors[received.error]);
  if (application.status === "withdrawn") return actionAnswer(409, errors.withdrawn);
  const mapping = mappingFrom(received.fields);
  if (!received.file) return actionAnswer(400, errors.noFile);
  if (mapping === "invalid")
    return actionAnswer(400, errors.badMapping, { mapping: { headers: csvHeaders(received.file.bytes) } });
  const verdict = await consumeFounderAction("upload", upload.email);
  if (!verdict.allowed)
    return actionAnswer(
      429,
      errors.tooMany.replace("{minutes}", String(minutesToWait(verdict.retryAfterSeconds))),
      {},
      { "Retry-After": String(verdict.retryAfterSeconds) },
    );
  const outcome = await importSharedFile(getDatabase(), {
    applicationId,
    fileName: received.file.name,
    bytes: received.file.bytes,
    kpi: kpiOptions(received.fields, application.currency),
    csvMapping: mapping,
  });
  if (outcome.ok) return back(applicationId, `imported=${outcome.importId}`);
  switch (outcome.error) {
    case "sameFile":
      return back(applicationId, `same=${outcome.importId}`);
    case "needsMapping":
      return actionAnswer(400, errors.needsMapping, { mapping: { headers: outcome.headers } });
    case "type":
      return actionAnswer(415, errors.type);
    case "refused":
      return actionAnswer(
        422,
        errors.refused.replace("{where}", outcome.where).replace("{problem}", outcome.problem.replace(/\.$/, "")),
      );
  }
}

const entryTarget = z.object({ importId: z.uuid(), seq: z.coerce.number().int().min(1).max(10_000_000) });

export async function changeSharedData(applicationId: string, post: CheckedPost<{ email: string }>) {
  if (!post.ok) return actionAnswer(403, errors.forbidden);
  const application = await ownApplicationForData(getDb(), post.email, applicationId);
  if (!application) return actionAnswer(404, errors.notFound);
  const form = post.formData;
  const intent = form.get("intent");
  if (intent === "delete") {
    const importId = z.uuid().safeParse(form.get("importId"));
    if (!importId.success || !(await deleteImport(getDatabase(), applicationId, importId.data)))
      return actionAnswer(404, errors.notFound);
    return back(applicationId, "deleted=1");
  }
  if (intent === "correct") {
    const target = entryTarget.safeParse({ importId: form.get("importId"), seq: form.get("seq") });
    const category = form.get("category");
    if (!target.success || !isCategory(category)) return actionAnswer(404, errors.notFound);
    if (!(await correctEntry(getDatabase(), { applicationId, ...target.data }, category, post.email)))
      return actionAnswer(404, errors.notFound);
    const from = z.coerce.number().int().min(0).safeParse(form.get("from"));
    return back(applicationId, `corrected=1${from.success && from.data > 0 ? `&from=${from.data}` : ""}`);
  }
  return actionAnswer(400, errors.notFound);
}
