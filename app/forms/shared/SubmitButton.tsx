import { formCopy } from "~/content/shared/form-copy/data";
import styles from "./Form.module.css";

interface SubmitButtonProps {
  label: string;
  pending: boolean;
  disabled: boolean;
  describedBy?: string;
  name?: string;
  value?: string;
  /**
   * Rendered disabled because it can only work with a script: a document's script
   * (app/document/enhance.ts) turns it on; without JavaScript it stays off.
   */
  untilScript?: boolean;
}

/** Primary submit: "Sending…" with a spinner and disabled while the request runs. */
export function SubmitButton({ label, pending, disabled, describedBy, name, value, untilScript }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className="button button-dark"
      disabled={disabled || pending || untilScript}
      aria-describedby={describedBy}
      data-until-script={untilScript ? "" : undefined}
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
