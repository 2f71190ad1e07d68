import { wentThrough } from "#app/shared/action-answer.ts";
import { type Outcome, OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { DEAL_MESSAGE_MAX } from "./deal-message.schema.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";

/** Each side's words and classes for the same fields. */
export interface MessageFieldsLook {
  /** The box's id; its note and status take it as a prefix. */
  id: string;
  label: string;
  send: string;
  /** The button's words while the message goes, if they change. */
  sending?: string;
  /** A line under the box (staff: the founder is e-mailed a link, never the text). */
  note?: string;
  rows: number;
  classes: Partial<Record<"field" | "note" | "ok" | "failed" | "button", string>>;
}

/**
 * The fields of a message in a deal's conversation (decision 059), for staff and the founder alike:
 * the CSRF token, the form's idempotency key (a double click stores one message), the box (with a
 * refused text kept and marked invalid), the answer, and the button. Each side passes its look.
 */
export function MessageFields({
  look,
  messageKey,
  outcome,
  body,
  busy,
}: {
  look: MessageFieldsLook;
  messageKey: string;
  outcome: Outcome | undefined;
  /** The refused text, kept. */
  body?: string;
  busy: boolean;
}) {
  const noteId = `${look.id}-note`;
  return (
    <>
      <CsrfField />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={messageKey} />
      <div className={look.classes.field}>
        <label htmlFor={look.id}>{look.label}</label>
        <textarea
          id={look.id}
          name="body"
          rows={look.rows}
          required
          maxLength={DEAL_MESSAGE_MAX}
          defaultValue={body}
          aria-describedby={look.note ? noteId : undefined}
          aria-invalid={outcome && !wentThrough(outcome) ? true : undefined}
        />
      </div>
      {look.note ? (
        <p id={noteId} className={look.classes.note}>
          {look.note}
        </p>
      ) : null}
      <OutcomeMessage
        outcome={outcome}
        okClassName={look.classes.ok}
        failedClassName={look.classes.failed}
        id={`${look.id}-status`}
      />
      <button type="submit" className={look.classes.button} disabled={busy}>
        {busy && look.sending ? look.sending : look.send}
      </button>
    </>
  );
}
