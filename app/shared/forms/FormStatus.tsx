import styles from "./Form.module.css";

interface FormStatusProps {
  id: string;
  /** A problem the visitor must act on (server error, captcha, rate limit). */
  error?: string;
  /** Neutral information, e.g. a restored draft. */
  note?: string;
  /** The class of the problem's paragraph, where a form has its own look (the newsletter box). */
  errorClass?: string;
}

/** Always-present live region, so screen readers announce changes in it. */
export function FormStatus({ id, error, note, errorClass }: FormStatusProps) {
  return (
    <div
      id={id}
      className={styles.status}
      aria-live="polite"
      aria-atomic="true"
      data-form-status=""
      data-error-class={errorClass ?? styles.statusError}
    >
      {error ? (
        <p className={errorClass ?? styles.statusError} role="alert">
          {error}
        </p>
      ) : note ? (
        <p className={styles.statusNote}>{note}</p>
      ) : null}
    </div>
  );
}
