import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/documents";
import { AccountHero } from "~/components/account/AccountHero";
import styles from "~/components/account/Account.module.css";
import { FounderDocuments } from "~/components/documents/FounderDocuments";
import { documentsCopy } from "~/content/shared/documents/data";
import { CSRF_FIELD } from "~/forms/shared/field-names";
import { pageMeta } from "~/lib/meta";
import { wentThrough } from "~/lib/action-answer";
import { actionAnswer } from "~/server/action-answer.server";
import { verifyCsrfField } from "~/server/csrf.server";
import { getDatabase, getDb } from "~/server/db/db.server";
import { completeUpload, founderDocuments, founderUploadTarget } from "~/server/documents/founder-documents.server";
import { receiveUpload, UPLOAD_ERROR_STATUS, type UploadError } from "~/server/documents/upload.server";
import { requireFounder, requireFounderUpload } from "~/server/founder/guard.server";
import { consumeFounderAction, minutesToWait } from "~/server/founder/limits.server";
import { NO_STORE, noStoreKeepingRetryAfter } from "~/server/staff/guard.server";

const copy = documentsCopy.founder;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: copy.title, description: copy.title, path: location.pathname, noindex: true });

export const headers: Route.HeadersFunction = noStoreKeepingRetryAfter;

const applicationIdOf = (params: Route.LoaderArgs["params"]) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, headers: NO_STORE });
  return id.data;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const email = await requireFounder(request);
  const found = await founderDocuments(getDb(), email, applicationIdOf(params));
  if (!found) throw data(null, { status: 404, headers: NO_STORE });
  const uploaded = new URL(request.url).searchParams.get("uploaded");
  return data(
    { ...found, uploaded: uploaded && z.uuid().safeParse(uploaded).success ? uploaded : null },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const upload = await requireFounderUpload(request);
  const applicationId = applicationIdOf(params);
  let retryAfterSeconds = 0;
  const refuse = (error: UploadError, requestId?: string) => {
    if (error === "notFound") throw data(null, { status: 404, headers: NO_STORE });
    const message = documentsCopy.errors[error].replace("{minutes}", String(minutesToWait(retryAfterSeconds)));
    const retryAfter = error === "tooMany" ? { "Retry-After": String(retryAfterSeconds) } : undefined;
    return actionAnswer(UPLOAD_ERROR_STATUS[error], message, { requestId: requestId ?? null }, retryAfter);
  };
  if (!upload.ok) return refuse("forbidden");
  const { email } = upload;
  if (!(await founderDocuments(getDb(), email, applicationId))) return refuse("notFound");
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return refuse("broken");
  let requestId: string | undefined;
  const result = await receiveUpload(request, getDatabase(), async (fields) => {
    requestId = fields.get("requestId");
    // The double-submit check on the upload's first fields, before a byte of any file is stored.
    if (!verifyCsrfField(request, fields.get(CSRF_FIELD))) return "forbidden";
    const target = await founderUploadTarget(getDb(), email, applicationId, requestId);
    if (typeof target === "string") return target;
    // Counted once the upload is the founder's own and may go ahead; the body is still read to the end.
    const verdict = await consumeFounderAction("upload", email);
    if (verdict.allowed) return target;
    retryAfterSeconds = verdict.retryAfterSeconds;
    return "tooMany";
  });
  if (!result.ok) return refuse(result.error, requestId);
  // Parallel uploads each fitted when they began: the total is checked again as this one completes.
  if ((await completeUpload(getDatabase(), result.target, result.fileIds)) === "applicationFull")
    return refuse("applicationFull", result.target.requestId);
  return redirect(`/account/applications/${applicationId}/documents?uploaded=${result.target.requestId}`, {
    status: 303,
    headers: NO_STORE,
  });
}

export default function FounderDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application, requests, uploaded } = loaderData;
  return (
    <>
      <AccountHero eyebrow={copy.eyebrow} title={copy.title}>
        <p>{application.business_name}</p>
      </AccountHero>
      <div className={`container ${styles.body}`}>
        <FounderDocuments
          applicationId={application.id}
          withdrawn={application.status === "withdrawn"}
          requests={requests}
          uploaded={uploaded}
          failure={actionData && !wentThrough(actionData) ? actionData : undefined}
        />
      </div>
    </>
  );
}
