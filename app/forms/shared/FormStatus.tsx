import styles from "./Form.module.css";

interface FormStatusProps {
  id: string;
  /** A problem the visitor must act on (server error, captcha, rate limit). */
  error?: string;
  /** Neutral information, e.g. a restored draft. */
  note?: string;
}

/** Always-present live region, so screen readers announce changes in it. */
export function FormStatus({ id, error, note }: FormStatusProps) {
  return (
    <div id={id} className={styles.status} aria-live="polite" aria-atomic="true">
      {error ? (
        <p className={styles.statusError} role="alert">
          {error}
        </p>
      ) : note ? (
        <p className={styles.statusNote}>{note}</p>
      ) : null}
    </div>
  );
}
