import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import type { EditablePeriod } from "#app/platform/privacy/retention-periods/schema.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import type { RemovalCategory } from "#app/staff/view/privacy.ts";
import styles from "./Inbox.module.css";

const copy = inboxCopy.privacy;

/** A lower retention the admin has not confirmed: the periods typed, and what they would remove. */
export interface RetentionPreview {
  values: Record<EditablePeriod, string>;
  counts: Record<RemovalCategory, number>;
  total: number;
  /** The number typed was not the total. */
  wrong: boolean;
}

/**
 * The confirm step of lowering a period (issue 26, item 11): how many records go, per category, and
 * a field for that number. A plain post of the same periods, so it works without JavaScript.
 */
export function RetentionConfirm({ preview }: { preview: RetentionPreview }) {
  const total = String(preview.total);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // After a save with scripts, the step appears below the button: take the keyboard to it.
  useEffect(() => {
    (preview.wrong ? field.current : heading.current)?.focus();
  }, [preview]);
  const error = copy.lowerConfirmMismatch.replaceAll("{total}", total);
  const categories = (Object.keys(copy.removals) as RemovalCategory[]).filter(
    (category) => preview.counts[category] > 0,
  );
  return (
    <section aria-labelledby="retention-lower-title" className={styles.stack}>
      <h3 id="retention-lower-title" tabIndex={-1} ref={heading} className={styles.confirmTitle}>
        {copy.lowerTitle.replace("{total}", total)}
      </h3>
      <p>{copy.lowerIntro}</p>
      <dl className={styles.fields}>
        {categories.map((category) => (
          <div key={category} style={{ display: "contents" }}>
            <dt>{copy.removals[category]}</dt>
            <dd>{preview.counts[category]}</dd>
          </div>
        ))}
      </dl>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="retention" />
        {(Object.keys(preview.values) as EditablePeriod[]).map((period) => (
          <input key={period} type="hidden" name={period} value={preview.values[period]} />
        ))}
        <div className={styles.field}>
          <label htmlFor="retention-confirm">{copy.lowerConfirmLabel.replace("{total}", total)}</label>
          <input
            id="retention-confirm"
            ref={field}
            name="confirm"
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={preview.wrong ? true : undefined}
            aria-describedby={preview.wrong ? "retention-confirm-error" : undefined}
          />
          {preview.wrong ? (
            <p id="retention-confirm-error" className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${styles.button} ${styles.danger}`}>
          {copy.lowerSubmit.replace("{total}", total)}
        </button>
      </Form>
      <p className={styles.muted}>{copy.lowerOrChange}</p>
    </section>
  );
}
