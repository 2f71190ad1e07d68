import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatDateTime } from "#app/staff/view/format.ts";
import type { PendingFounderMail } from "#app/staff/server/leads/stage-mail.server.ts";
import inbox from "#app/staff/components/Inbox.module.css";
import move from "#app/staff/components/MoveControl.module.css";
import styles from "./Board.module.css";
import { useStaffTimeZone } from "#app/staff/components/time-zone-context.ts";

const copy = pipelineCopy.board;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;

export type BoardNoticeData =
  | { kind: "moved"; applicationId: string; company: string; status: string; mail: PendingFounderMail | null }
  | { kind: "confirm"; applicationId: string; company: string }
  | { kind: "refused"; message: string };

/**
 * The answer to a move from the board: what moved and the founder's e-mail, or the decline to confirm.
 * It takes the focus when it appears: the card that had it has moved to another column.
 */
export function BoardNotice({ notice, busy }: { notice: BoardNoticeData; busy: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [notice]);
  return (
    <div ref={box} tabIndex={-1} className={styles.noticeBox}>
      <NoticeBody notice={notice} busy={busy} />
    </div>
  );
}

function NoticeBody({ notice, busy }: { notice: BoardNoticeData; busy: boolean }) {
  const timeZone = useStaffTimeZone();
  if (notice.kind === "refused") {
    return (
      <p role="alert" className={`${inbox.error} ${styles.notice}`}>
        {notice.message}
      </p>
    );
  }
  const leadUrl = `/inbox/applications/${notice.applicationId}`;
  if (notice.kind === "confirm") {
    return (
      <section className={`${inbox.card} ${styles.notice}`} aria-labelledby="confirm-decline-title">
        <h2 id="confirm-decline-title">{copy.confirmTitle.replace("{company}", notice.company)}</h2>
        <p role="alert">{copy.confirmRequired}</p>
        <p>{copy.confirmBody}</p>
        <Form method="post" preventScrollReset className={move.moveForm}>
          <CsrfField />
          <input type="hidden" name="applicationId" value={notice.applicationId} />
          <input type="hidden" name="status" value="declined" />
          <div className={move.checkbox}>
            <input id="confirm-decline" name="confirmDecline" type="checkbox" value="on" required />
            <label htmlFor="confirm-decline">{copy.confirmCheckbox}</label>
          </div>
          <button type="submit" className={`${inbox.button} ${inbox.danger}`} disabled={busy}>
            {copy.confirmButton}
          </button>
        </Form>
        <p>
          <Link to="/inbox/board">{copy.keep}</Link>
        </p>
      </section>
    );
  }
  const status = statusLabel(notice.status);
  return (
    <div className={`${inbox.card} ${styles.notice}`}>
      <p role="status" className={inbox.status}>
        {copy.moved.replace("{company}", notice.company).replace("{status}", status)}{" "}
        {notice.mail
          ? copy.mailQueued.replace("{status}", status).replace("{time}", formatDateTime(notice.mail.sendAt, timeZone))
          : copy.mailNone}
      </p>
      {notice.mail ? (
        <>
          <details className={move.preview}>
            <summary>{inboxCopy.lead.pendingMailShow}</summary>
            <p>
              {inboxCopy.lead.founderMailTo}: {notice.mail.to}
            </p>
            <p>
              <strong>{notice.mail.subject}</strong>
            </p>
            <p className={move.mailBody}>{notice.mail.text}</p>
          </details>
          <Form method="post" preventScrollReset action={leadUrl}>
            <CsrfField />
            <input type="hidden" name="intent" value="cancelMail" />
            <input type="hidden" name="deliveryId" value={notice.mail.id} />
            <button
              type="submit"
              className={`${inbox.button} ${inbox.secondary}`}
              disabled={busy}
              aria-label={`${inboxCopy.lead.cancelMail}: ${notice.mail.subject}`}
            >
              {inboxCopy.lead.cancelMail}
            </button>
          </Form>
        </>
      ) : null}
      <p>
        <Link to={leadUrl}>{copy.open.replace("{company}", notice.company)}</Link>
      </p>
    </div>
  );
}
