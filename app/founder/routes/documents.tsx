import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/documents";
import { AccountHero } from "#app/founder/components/AccountHero.tsx";
import styles from "#app/founder/components/Account.module.css";
import { FounderDocuments } from "#app/deal/documents/FounderDocuments.tsx";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { CSRF_FIELD } from "#app/shared/forms/field-names.ts";
import { pageMeta } from "#app/site/meta.ts";
import { wentThrough } from "#app/shared/action-answer.ts";
import { actionAnswer } from "#app/shared/action-answer.server.ts";
import { verifyCsrfField } from "#app/platform/security/csrf.server.ts";
import { getDatabase, getDb } from "#app/platform/db/db.server.ts";
import {
  completeUpload,
  founderDocuments,
  founderUploadTarget,
} from "#app/deal/documents/server/founder-documents.server.ts";
import { receiveUpload, UPLOAD_ERROR_STATUS, type UploadError } from "#app/deal/documents/server/upload.server.ts";
import { requireFounder, requireFounderUpload } from "#app/founder/server/guard.server.ts";
import { consumeFounderAction, minutesToWait } from "#app/founder/server/limits.server.ts";
import { NO_STORE, noStoreKeepingRetryAfter } from "#app/staff/server/guard.server.ts";

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
