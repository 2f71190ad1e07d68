import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { FormSuccess } from "./FormSuccess.tsx";
import styles from "./Form.module.css";

const copy = formCopy.common.held;

/**
 * Replaces a form sent without a captcha: it is held until its sender presses the button in our e-mail.
 * `title`: the panel's heading, when the page's own heading already says "Check your e-mail".
 */
export function HeldForConfirmation({
  email,
  form,
  title = copy.title,
}: {
  email: string;
  form: keyof typeof copy.after;
  title?: string;
}) {
  return (
    <FormSuccess title={title}>
      <p className={styles.successBody}>
        {copy.before} <strong>{email}</strong> {copy.after[form]}
      </p>
      <p className={styles.successBody}>{copy.note}</p>
    </FormSuccess>
  );
}
