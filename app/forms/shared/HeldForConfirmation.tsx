import { formCopy } from "~/content/shared/form-copy/data";
import { FormSuccess } from "./FormSuccess";
import styles from "./Form.module.css";

const copy = formCopy.common.held;

/** Replaces a form sent without a captcha: it is held until its sender presses the button in our e-mail. */
export function HeldForConfirmation({ email, form }: { email: string; form: keyof typeof copy.after }) {
  return (
    <FormSuccess title={copy.title}>
      <p className={styles.successBody}>
        {copy.before} <strong>{email}</strong> {copy.after[form]}
      </p>
      <p className={styles.successBody}>{copy.note}</p>
    </FormSuccess>
  );
}
