import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { AltchaField } from "#app/shared/forms/AltchaField.tsx";
import { EnhancedForm } from "#app/shared/forms/EnhancedForm.tsx";
import { fieldChecksOf } from "#app/shared/forms/field-checks.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { errorReplyOf, type FormActionResult, formErrorOf } from "#app/shared/forms/form-result.ts";
import { FormStatus } from "#app/shared/forms/FormStatus.tsx";
import { HoneypotField } from "#app/shared/forms/HoneypotField.tsx";
import { constraintsOf } from "#app/shared/forms/schema-rules.ts";
import { SubmitButton } from "#app/shared/forms/SubmitButton.tsx";
import { insightsFeed } from "#app/content/articles/feed.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { type NewsletterInput, newsletterSchema } from "./newsletter.schema.ts";
import styles from "./NewsletterSignup.module.css";

const FORM_ID = "newsletter-form";
/** The box's region, which the answer to its post replaces in place (/newsletter). */
export const NEWSLETTER_REGION_ID = `${FORM_ID}-region`;
const copy = formCopy.newsletter;
const constraint = constraintsOf(newsletterSchema);
const checks = fieldChecksOf(newsletterSchema);
interface NewsletterSignupProps {
  /** The answer to this visitor's post to /newsletter, shown on that page. */
  result?: FormActionResult;
  /** Heading level fitting the page it sits on. */
  headingLevel?: "h2" | "h3";
  /**
   * Checked and answered in place by the document's form module (/newsletter); otherwise a plain form whose
   * answer is the /newsletter page (the box on /insights).
   */
  inPlace?: boolean;
}

/**
 * The newsletter box, rendered on the server only (decision 078). It posts to /newsletter; the document's script
 * loads and solves the captcha on the visitor's first focus or press in it, and fills its idempotency key.
 * Without JavaScript no captcha can be solved, so the box says so and offers the feed instead.
 */
export function NewsletterSignup({ result, headingLevel = "h2", inPlace = false }: NewsletterSignupProps) {
  const [form, fields] = useForm<NewsletterInput>({ id: FORM_ID, lastResult: errorReplyOf(result), constraint });
  const Heading = headingLevel;
  const headingId = `${FORM_ID}-heading`;
  const region = {
    id: NEWSLETTER_REGION_ID,
    "data-form-region": "",
    className: styles.box,
    "aria-labelledby": headingId,
  };

  if (result?.status === "success") {
    return (
      <section {...region}>
        <Heading id={headingId} className={styles.title}>
          {copy.success.title}
        </Heading>
        <p className={styles.intro} role="status">
          {copy.success.body}
        </p>
      </section>
    );
  }

  const { key: emailKey, ...emailInputProps } = getInputProps(fields.email, { type: "email" });
  const emailErrors = fields.email.errors;
  const echoedKey = result?.reply?.initialValue?.[IDEMPOTENCY_FIELD];
  const noScriptId = `${FORM_ID}-no-script`;
  const formChildren = (
    <>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={typeof echoedKey === "string" ? echoedKey : ""} />
      <HoneypotField formId={FORM_ID} />
      <div className={styles.field} data-field-frame="">
        <label htmlFor={fields.email.id} className={styles.label}>
          {copy.emailLabel}
        </label>
        <input
          key={emailKey}
          {...emailInputProps}
          pattern={undefined}
          autoComplete="email"
          className={emailErrors?.length ? `${styles.input} ${styles.inputInvalid}` : styles.input}
          data-invalid-class={styles.inputInvalid}
        />
        {emailErrors?.length ? (
          <p id={fields.email.errorId} className={styles.error}>
            {emailErrors.join(" ")}
          </p>
        ) : null}
      </div>
      {/* The captcha before Send: a keyboard user solves it, then Tab reaches the button. */}
      <div className={styles.row}>
        <div className={styles.captcha}>
          <AltchaField
            compact
            loadWhenEngaged={false}
            noScript={{
              id: noScriptId,
              note: (
                <>
                  {copy.noScript.text} <a href={insightsFeed.path}>{copy.noScript.feedLink}</a>.
                </>
              ),
            }}
          />
        </div>
        <SubmitButton label={copy.submit} pending={false} disabled={false} untilScript describedBy={noScriptId} />
      </div>
      <p id={`${FORM_ID}-captcha-hint`} className={styles.hint} data-captcha-hint="" hidden>
        {formCopy.common.captchaPending}
      </p>
      <FormStatus id={`${FORM_ID}-status`} error={formErrorOf(result)} />
    </>
  );
  return (
    <section {...region}>
      <Heading id={headingId} className={styles.title}>
        {copy.title}
      </Heading>
      <p className={styles.intro}>{copy.intro}</p>
      {inPlace ? (
        <EnhancedForm
          formProps={getFormProps(form)}
          action="/newsletter"
          checks={checks}
          className={styles.form}
          errorClass={styles.error}
        >
          {formChildren}
        </EnhancedForm>
      ) : (
        <form {...getFormProps(form)} method="post" action="/newsletter" className={styles.form}>
          {formChildren}
        </form>
      )}
    </section>
  );
}

export default NewsletterSignup;
