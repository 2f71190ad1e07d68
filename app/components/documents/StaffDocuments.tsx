import { Form } from "react-router";
import styles from "~/components/inbox/Inbox.module.css";
import { documentsCopy } from "~/content/shared/documents/data";
import { CsrfField } from "~/forms/shared/CsrfField";
import { IDEMPOTENCY_FIELD } from "~/forms/shared/field-names";
import { formatBytes, staffFileHref } from "~/lib/documents/format";
import { formatDateTime } from "~/lib/inbox/format";
import type { LeadDocuments } from "~/server/documents/lead-documents.server";
import { useStaffTimeZone } from "~/components/inbox/time-zone-context";

const copy = documentsCopy.staff;

/** The answers the documents action redirects back with (`?documents=`), and whether each is good news. */
const NOTICES: Record<string, { text: string; ok: boolean }> = {
  requested: { text: copy.requested, ok: true },
  accepted: { text: copy.accepted, ok: true },
  changes: { text: copy.changesAsked, ok: true },
  "nothing-new": { text: copy.alreadyRequested, ok: false },
  "nothing-chosen": { text: copy.nothingChosen, ok: false },
  "comment-required": { text: copy.commentRequired, ok: false },
  forbidden: { text: documentsCopy.errors.forbidden, ok: false },
};

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
      <Form method="post" preventScrollReset action={action}>
        <CsrfField />
        <input type="hidden" name="intent" value="request" />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
        <fieldset>
          <legend>{copy.checklistLegend}</legend>
          {documentsCopy.checklist.map((item) => (
            <div className={styles.checkbox} key={item.key}>
              <input
                id={`doc-${item.key}`}
                type="checkbox"
                name="item"
                value={item.key}
                disabled={requestedKeys.has(item.key)}
              />
              <label htmlFor={`doc-${item.key}`}>{item.title}</label>
            </div>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="doc-other">{copy.otherLabel}</label>
          <input id="doc-other" name="other" maxLength={200} aria-describedby="doc-other-hint" />
          <span id="doc-other-hint" className={styles.muted}>
            {copy.otherHint}
          </span>
        </div>
        <button type="submit" className={styles.button} disabled={busy}>
          {copy.request}
        </button>
      </Form>
    </section>
  );
}
