import { Form } from "react-router";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { retentionLimits } from "#app/platform/privacy/retention-periods/data.ts";
import type { EditablePeriod, Retention } from "#app/platform/privacy/retention-periods/schema.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import { formatDateTime } from "#app/staff/view/format.ts";
import styles from "./Inbox.module.css";
import { RetentionConfirm, type RetentionPreview } from "./RetentionConfirm.tsx";
import { useStaffTimeZone } from "./time-zone-context.ts";

const copy = inboxCopy.privacy;
const periods = Object.keys(retentionLimits) as EditablePeriod[];

/** A refused save: what the admin typed, and a message per period that is out of range. */
export interface RetentionRefusal {
  values: Partial<Record<EditablePeriod, string>>;
  errors: Partial<Record<EditablePeriod, string>>;
}

export function periodMessage(period: EditablePeriod): string {
  const { unit, min, max } = retentionLimits[period];
  return copy.invalidPeriod
    .replace("{label}", copy.periods[period])
    .replace("{unit}", copy.units[unit])
    .replace("{min}", String(min))
    .replace("{max}", String(max));
}

/** The retention periods in force, as a plain form an admin saves (works without JavaScript). */
export function RetentionSettings({
  inForce,
  changedAt,
  changedBy,
  refusal,
  preview,
}: {
  inForce: Retention;
  changedAt?: string;
  changedBy?: string;
  refusal?: RetentionRefusal;
  /** A lower period that removes records, waiting for its confirmation. */
  preview?: RetentionPreview;
}) {
  const timeZone = useStaffTimeZone();
  return (
    <section className={styles.card} aria-labelledby="retention-title">
      <h2 id="retention-title">{copy.retention}</h2>
      <p className={styles.muted}>{copy.retentionIntro}</p>
      <p className={styles.muted}>
        {changedAt
          ? copy.retentionChanged
              .replace("{date}", formatDateTime(changedAt, timeZone))
              .replace("{name}", changedBy ?? "—")
          : copy.retentionDefaults}
      </p>
      <Form method="post" key={JSON.stringify(inForce)}>
        <CsrfField />
        <input type="hidden" name="intent" value="retention" />
        {periods.map((period) => {
          const { unit, min, max } = retentionLimits[period];
          const error = refusal?.errors[period];
          const id = `retention-${period}`;
          const range = copy.range
            .replace("{min}", String(min))
            .replace("{max}", String(max))
            .replace("{unit}", copy.units[unit]);
          return (
            <div key={period} className={styles.field}>
              <label htmlFor={id}>
                {copy.periods[period]} <span className={styles.muted}>({range})</span>
              </label>
              <input
                id={id}
                name={period}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                required
                defaultValue={refusal?.values[period] ?? preview?.values[period] ?? inForce[period]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className={styles.button}>
          {copy.saveRetention}
        </button>
      </Form>
      {preview ? <RetentionConfirm preview={preview} /> : null}
    </section>
  );
}
