import styles from "#app/staff/components/Inbox.module.css";
import type { ActionAnswer } from "#app/shared/action-answer.ts";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";

const copy = documentsCopy.staff;

/** A refused request form: the reason, and what was chosen and typed, to put back. */
export interface DocumentRequestRefusal extends ActionAnswer {
  intent: "request";
  items: string[];
  other: string;
  key: string;
}

/**
 * The fields of "Request documents": one set for the lead page's card and the no-JavaScript refusal
 * page. A refusal's reason stands beside the free-text field, and its choices come back checked.
 */
export function DocumentRequestFields({
  requestedKeys,
  formKey,
  refusal,
  busy,
}: {
  /** Checklist items already asked for: they cannot be asked again. */
  requestedKeys: ReadonlySet<string | null>;
  formKey: string;
  refusal?: DocumentRequestRefusal;
  busy: boolean;
}) {
  const describedBy = refusal ? "doc-other-hint doc-other-error" : "doc-other-hint";
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={refusal?.key ?? formKey} />
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
              defaultChecked={refusal?.items.includes(item.key)}
            />
            <label htmlFor={`doc-${item.key}`}>{item.title}</label>
          </div>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="doc-other">{copy.otherLabel}</label>
        <input
          id="doc-other"
          name="other"
          maxLength={200}
          defaultValue={refusal?.other}
          aria-describedby={describedBy}
          aria-invalid={refusal ? true : undefined}
        />
        <span id="doc-other-hint" className={styles.muted}>
          {copy.otherHint}
        </span>
        {refusal ? (
          <p id="doc-other-error" role="alert" className={styles.error}>
            {refusal.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.button} disabled={busy}>
        {copy.request}
      </button>
    </>
  );
}
