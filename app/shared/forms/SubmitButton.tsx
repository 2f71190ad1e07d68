import type { MouseEvent } from "react";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
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
   * (app/site/document/enhance.ts) turns it on; without JavaScript it stays off.
   */
  untilScript?: boolean;
}

const preventDefault = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** Primary submit: "Sending…" with a spinner and disabled while the request runs; marked disabled, but focusable,
 * while `disabled` (waiting for the captcha). */
export function SubmitButton({ label, pending, disabled, describedBy, name, value, untilScript }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className="button button-dark"
      disabled={pending || untilScript}
      // Waiting (for the captcha) keeps the button focusable: a keyboard visitor on it when React hydrates, or
      // tabbing on from the captcha, must neither lose the focus nor skip it. The click (also Enter's implicit
      // submission from a field) does nothing meanwhile.
      aria-disabled={disabled || undefined}
      onClick={disabled ? preventDefault : undefined}
      aria-describedby={describedBy}
      data-until-script={untilScript ? "" : undefined}
      // What a document's form module shows while it sends (app/public-forms/document-scripts/form-enhance.ts).
      data-sending-label={formCopy.common.sending}
      data-spinner-class={styles.spinner}
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
