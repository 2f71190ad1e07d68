import { formCopy } from "~/content/shared/form-copy/data";
import styles from "./Form.module.css";

interface SubmitButtonProps {
  label: string;
  pending: boolean;
  disabled: boolean;
  describedBy?: string;
  name?: string;
  value?: string;
}

/** Primary submit: "Sending…" with a spinner and disabled while the request runs. */
export function SubmitButton({ label, pending, disabled, describedBy, name, value }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className="button button-dark"
      disabled={disabled || pending}
      aria-describedby={describedBy}
    >
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {formCopy.common.sending}
        </>
      ) : (
        label
      )}
    </button>
  );
}
