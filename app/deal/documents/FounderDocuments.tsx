import { Form, Link } from "react-router";
import styles from "#app/founder/components/Account.module.css";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatBytes, founderFileHref } from "./format.ts";
import { formatDate } from "#app/staff/view/format.ts";
import type { DocumentRequestView } from "#app/deal/documents/server/requests.server.ts";
import own from "./Documents.module.css";
import { useFounderTimeZone } from "#app/founder/components/time-zone-context.ts";

const copy = documentsCopy.founder;
/** What the founder still has to do: these requests stand out. */
const TO_DO = new Set(["requested", "changes_needed"]);

/**
 * Each request with its state, the staff's comment when they asked for changes, the founder's files, and
 * an upload form (CSRF token first, so the server checks it before it stores any file byte).
 */
export function FounderDocuments({
  applicationId,
  requests,
  uploaded,
  failure,
  withdrawn = false,
}: {
  applicationId: string;
  /** The founder withdrew the application: nothing is asked of them, and no upload form is offered. */
  withdrawn?: boolean;
  requests: DocumentRequestView[];
  uploaded: string | null;
  failure?: { message: string; requestId: string | null };
}) {
  const timeZone = useFounderTimeZone();
  // Once withdrawn, a request is only where the founder's files are listed: none is shown as still to do.
  const shown = withdrawn ? requests.filter((request) => request.files.length > 0) : requests;
  return (
    <>
      <p>
        <Link to="/account">← {copy.back}</Link>
      </p>
      <p>{withdrawn ? copy.withdrawn : copy.intro}</p>
      {withdrawn ? null : <p className={own.limits}>{copy.limits}</p>}
      <div aria-live="polite">
        {failure && !failure.requestId ? (
          <p role="alert" className={styles.error}>
            {failure.message}
          </p>
        ) : null}
      </div>
      {requests.length === 0 ? <p role="status">{copy.none}</p> : null}
      {shown.map((request) => {
        const headingId = `request-${request.id}`;
        const message =
          failure?.requestId === request.id ? failure.message : uploaded === request.id ? copy.uploaded : null;
        return (
          <article
            key={request.id}
            className={`${styles.card} ${TO_DO.has(request.status) && !withdrawn ? own.toDo : ""}`}
            aria-labelledby={headingId}
          >
            <h2 id={headingId}>{request.title}</h2>
            {withdrawn && TO_DO.has(request.status) ? null : (
              <p className={styles.standing}>
                <strong className={own.state}>{documentsCopy.statuses[request.status]}</strong>
              </p>
            )}
            {request.staffComment && request.status === "changes_needed" && !withdrawn ? (
              <p>
                <span className={styles.label}>{copy.staffComment}:</span> {request.staffComment}
              </p>
            ) : null}
            {message ? (
              <p
                role={failure?.requestId === request.id ? "alert" : "status"}
                className={failure?.requestId === request.id ? styles.error : styles.notice}
              >
                {message}
              </p>
            ) : null}
            {request.files.length > 0 ? (
              <>
                <h3>{copy.yourFiles}</h3>
                <ul>
                  {request.files.map((file) => (
                    <li key={file.id}>
                      <a href={founderFileHref(applicationId, file.id)} download>
                        {file.fileName}
                      </a>{" "}
                      ({formatBytes(file.sizeBytes)}, {formatDate(file.createdAt, timeZone)})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {request.status !== "accepted" && !withdrawn ? (
              <Form method="post" encType="multipart/form-data" reloadDocument className={own.upload}>
                <CsrfField />
                <input type="hidden" name="requestId" value={request.id} />
                <div className={styles.field}>
                  <label htmlFor={`files-${request.id}`}>{copy.fileLabel}</label>
                  <input
                    id={`files-${request.id}`}
                    name="files"
                    type="file"
                    multiple
                    required
                    accept=".pdf,.xlsx,.xls,.csv,.docx,.png,.jpg,.jpeg"
                  />
                </div>
                <button type="submit" className="button button-dark">
                  {copy.upload}
                </button>
              </Form>
            ) : null}
          </article>
        );
      })}
    </>
  );
}
