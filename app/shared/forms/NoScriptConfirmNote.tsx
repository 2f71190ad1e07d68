import { formCopy } from "#app/content/shared/form-copy/data.ts";
import styles from "./Form.module.css";

/**
 * Before a form's first field, only when scripts are off: the captcha cannot run, so what is sent will be
 * confirmed by e-mail (decision 076).
 */
export function NoScriptConfirmNote() {
  return (
    <noscript>
      <p className={styles.noscript} data-no-script-note="">
        {formCopy.common.noScriptConfirm}
      </p>
    </noscript>
  );
}
