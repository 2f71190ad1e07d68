import { Form } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatDateTime, formatWait } from "#app/staff/view/format.ts";
import type { ListName } from "#app/staff/view/workflow.ts";
import type { MoveControl, MoveOption } from "#app/staff/server/leads/move-control.server.ts";
import type { PendingFounderMail } from "#app/staff/server/leads/stage-mail.server.ts";
import styles from "./Inbox.module.css";
import { useStaffTimeZone } from "./time-zone-context.ts";
import move from "./MoveControl.module.css";

const copy = inboxCopy.lead;
const statusLabel = (status: string) => inboxCopy.statuses[status as keyof typeof inboxCopy.statuses] ?? status;
const optionLabel = (option: MoveOption) =>
  option.kind === "back" ? copy.moveBack.replace("{status}", statusLabel(option.to)) : statusLabel(option.to);

/** Whom it goes to and its body, folded away until asked for (the subject is shown beside it). */
function MailPreview({ mail, summary }: { mail: { to: string; text: string }; summary: string }) {
  return (
    <details className={move.preview}>
      <summary>{summary}</summary>
      <p>
        {copy.founderMailTo}: {mail.to}
      </p>
      <p className={move.mailBody}>{mail.text}</p>
    </details>
  );
}

/**
 * What moving to one destination does besides the move: the founder's e-mail, with the choice to
 * send it, and for a decline its confirmation. Only the chosen destination's is shown (CSS, so it
 * works before hydration and without JavaScript; names carry the destination, so any left ticked
 * elsewhere are ignored by the server).
 */
function MoveDetails({
  option,
  list,
  delayMinutes,
  kept,
}: {
  option: MoveOption;
  list: ListName;
  delayMinutes: number;
  kept: KeptMove | undefined;
}) {
  const checkboxId = `founder-mail-${option.to}`;
  return (
    <div className={move.moveDetails} data-move-to={option.to}>
      {option.mail ? (
        <>
          <p>
            {copy.founderMail}: <strong>{option.mail.subject}</strong>
          </p>
          <div className={move.checkbox}>
            <input
              id={checkboxId}
              name="founderMail"
              type="checkbox"
              value={option.to}
              defaultChecked={kept ? kept.to === option.to && kept.founderMail : option.mail.sendByDefault}
              aria-describedby={`${checkboxId}-when`}
            />
            <label htmlFor={checkboxId}>{copy.founderMailSend}</label>
          </div>
          <p id={`${checkboxId}-when`} className={move.meta}>
            {copy.founderMailWhen.replace("{wait}", formatWait(delayMinutes))}
          </p>
          <MailPreview mail={option.mail} summary={copy.founderMailPreview} />
        </>
      ) : list === "applications" ? (
        <p className={move.meta}>{copy.noFounderMail}</p>
      ) : null}
      {option.kind === "decline" ? (
        <div className={move.checkbox}>
          <input
            id="confirm-decline"
            name="confirmDecline"
            type="checkbox"
            value="on"
            // Only after a refused decline: without JavaScript the answer is a new page, and it starts here.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the refusal is announced where the partner acts
            autoFocus={kept?.to === option.to}
          />
          <label htmlFor="confirm-decline">{copy.confirmDecline}</label>
        </div>
      ) : null}
    </div>
  );
}

/** A refused move's choices, drawn again as the partner left them (a plain post renders a new page). */
export interface KeptMove {
  to: string;
  founderMail: boolean;
}

/**
 * The move control; keyed by the status where it is used, so after a move it starts afresh on the next
 * stage. After a refused move it keeps the partner's choice: falling back to the next stage would make
 * the second press move the deal on.
 */
export function MoveForm({
  list,
  control,
  busy,
  kept,
}: {
  list: ListName;
  control: MoveControl;
  busy: boolean;
  kept?: KeptMove;
}) {
  return (
    <Form method="post" preventScrollReset className={move.moveForm}>
      <CsrfField />
      <input type="hidden" name="intent" value="status" />
      <div className={styles.field}>
        <label htmlFor="move-to">{copy.moveTo}</label>
        <select id="move-to" name="status" defaultValue={kept?.to ?? control.defaultTo}>
          {control.defaultTo === "" ? <option value="">{copy.moveChoose}</option> : null}
          {control.options.map((option) => (
            <option key={option.to} value={option.to}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {control.options.map((option) => (
        <MoveDetails key={option.to} option={option} list={list} delayMinutes={control.delayMinutes} kept={kept} />
      ))}
      <div>
        <button type="submit" className={styles.button} disabled={busy}>
          {copy.saveStatus}
        </button>
      </div>
    </Form>
  );
}

/** A stage e-mail waiting out its delay: what it says, when it goes, and the button that stops it. */
export function PendingMail({ mail, busy }: { mail: PendingFounderMail; busy: boolean }) {
  const timeZone = useStaffTimeZone();
  const titleId = `pending-mail-${mail.id}`;
  if (mail.notSent) {
    // The outbox will skip it when due: say so, and offer nothing to cancel (issue 26, item 12).
    return (
      <section className={move.pending} aria-labelledby={titleId}>
        <h3 id={titleId}>{copy.founderMail}</h3>
        <p>
          {copy.pendingMailNotSent
            .replace("{reason}", copy.notSentReasons[mail.notSent])
            .replace("{subject}", mail.subject)
            .replace("{to}", mail.to)}
        </p>
      </section>
    );
  }
  return (
    <section className={move.pending} aria-labelledby={titleId}>
      <h3 id={titleId}>{copy.pendingMail}</h3>
      <p>
        {copy.pendingMailWhen
          .replace("{subject}", mail.subject)
          .replace("{to}", mail.to)
          .replace("{time}", formatDateTime(mail.sendAt, timeZone))}
      </p>
      <MailPreview mail={mail} summary={copy.pendingMailShow} />
      <Form method="post" preventScrollReset>
        <CsrfField />
        <input type="hidden" name="intent" value="cancelMail" />
        <input type="hidden" name="deliveryId" value={mail.id} />
        {/* Two e-mails may wait at once (documents, then a move): each button names its own. */}
        <button
          type="submit"
          className={`${styles.button} ${styles.secondary}`}
          disabled={busy}
          aria-label={`${copy.cancelMail}: ${mail.subject}`}
        >
          {copy.cancelMail}
        </button>
      </Form>
    </section>
  );
}
