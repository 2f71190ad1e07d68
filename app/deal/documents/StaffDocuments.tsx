import { Form, useFetcher } from "react-router";
import { type DocumentRequestRefusal, DocumentRequestFields } from "./DocumentRequestFields.tsx";
import documentStyles from "./Documents.module.css";
import styles from "#app/staff/components/Inbox.module.css";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatBytes, staffFileHref } from "./format.ts";
import { formatDateTime } from "#app/staff/view/format.ts";
import type { LeadDocuments } from "#app/deal/documents/server/lead-documents.server.ts";
import { useStaffTimeZone } from "#app/staff/components/time-zone-context.ts";

const copy = documentsCopy.staff;

/** The answers the documents action redirects back with (`?documents=`), and whether each is good news. */
const NOTICES: Record<string, { text: string; ok: boolean }> = {
  requested: { text: copy.requested, ok: true },
  accepted: { text: copy.accepted, ok: true },
  changes: { text: copy.changesAsked, ok: true },
  "nothing-new": { text: copy.alreadyRequested, ok: false },
  "comment-required": { text: copy.commentRequired, ok: false },
  forbidden: { text: documentsCopy.errors.forbidden, ok: false },
};

function RequestForm(props: {
  action: string;
  requestedKeys: ReadonlySet<string | null>;
  formKey: string;
  busy: boolean;
}) {
  const fetcher = useFetcher<DocumentRequestRefusal>();
  return (
    <fetcher.Form method="post" preventScrollReset action={props.action}>
      <DocumentRequestFields
        requestedKeys={props.requestedKeys}
        formKey={props.formKey}
        refusal={fetcher.data}
        busy={props.busy || fetcher.state !== "idle"}
      />
    </fetcher.Form>
  );
}

/** The lead page's Documents card: what was asked, what came back, and the review of each. */
export function StaffDocuments({ documents, busy }: { documents: LeadDocuments; busy: boolean }) {
  const timeZone = useStaffTimeZone();
  const { applicationId, requests, notice, formKey } = documents;
  const action = `/inbox/applications/${applicationId}/documents`;
  const shown = notice ? NOTICES[notice] : undefined;
  const requestedKeys = new Set(requests.map((request) => request.itemKey));
  return (
    <section className={styles.card} aria-labelledby="documents-title" id="documents">
      <h2 id="documents-title">{copy.heading}</h2>
      <div aria-live="polite">
        {shown ? (
          <p role="status" className={shown.ok ? styles.status : styles.error}>
            {shown.text}
          </p>
        ) : null}
      </div>
      {requests.length === 0 ? <p className={styles.muted}>{copy.none}</p> : null}
      <ul className={styles.list}>
        {requests.map((request) => (
          <li key={request.id}>
            <strong>{request.title}</strong>{" "}
            <span className={styles.badge}>{documentsCopy.statuses[request.status]}</span>
            {request.staffComment ? <div className={styles.meta}>{request.staffComment}</div> : null}
            {request.files.length === 0 ? <div className={styles.meta}>{copy.noFiles}</div> : null}
            <ul>
              {request.files.map((file) => (
                <li key={file.id}>
                  <a href={staffFileHref(applicationId, file.id)} download>
                    {copy.download} {file.fileName}
                  </a>{" "}
                  <span className={styles.meta}>
                    {formatBytes(file.sizeBytes)} · {formatDateTime(file.createdAt, timeZone)}
                  </span>
                  {file.mayHoldFormulas ? <p className={documentStyles.formulaWarning}>{copy.formulaWarning}</p> : null}
                </li>
              ))}
            </ul>
            {request.status === "received" || request.status === "accepted" ? (
              <div className={styles.inline}>
                {request.status === "received" ? (
                  <Form method="post" preventScrollReset action={action}>
                    <CsrfField />
                    <input type="hidden" name="intent" value="accept" />
                    <input type="hidden" name="requestId" value={request.id} />
                    <button type="submit" className={styles.button} disabled={busy}>
                      {copy.accept}
                    </button>
                  </Form>
                ) : null}
                <Form method="post" preventScrollReset action={action} className={styles.inline}>
                  <CsrfField />
                  <input type="hidden" name="intent" value="changes" />
                  <input type="hidden" name="requestId" value={request.id} />
                  <div className={styles.field}>
                    <label htmlFor={`comment-${request.id}`}>{copy.commentLabel}</label>
                    <input id={`comment-${request.id}`} name="comment" maxLength={1000} required />
                  </div>
                  <button type="submit" className={`${styles.button} ${styles.secondary}`} disabled={busy}>
                    {copy.askChanges}
                  </button>
                </Form>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {/* In the background: a refusal (a repeated request) comes back beside the field, choices kept. */}
      <RequestForm key={formKey} action={action} requestedKeys={requestedKeys} formKey={formKey} busy={busy} />
    </section>
  );
}
