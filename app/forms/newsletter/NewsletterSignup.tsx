import { getFormProps, getInputProps } from "@conform-to/react";
import { useLayoutEffect, useState } from "react";
import { useFetcher } from "react-router";
import { AltchaField } from "../shared/AltchaField";
import { IDEMPOTENCY_FIELD } from "../shared/field-names";
import { type FormActionResult, formErrorOf } from "../shared/form-result";
import { FormStatus } from "../shared/FormStatus";
import { HoneypotField } from "../shared/HoneypotField";
import { newIdempotencyKey } from "../shared/idempotency-key";
import { useResendOnce } from "../shared/use-resend-once";
import { SubmitButton } from "../shared/SubmitButton";
import { useCaptchaGate } from "../shared/use-captcha-gate";
import { useSchemaForm } from "../shared/use-schema-form";
import { useHydrated } from "~/lib/use-hydrated";
import { insightsFeed } from "~/content/articles/feed";
import { formCopy } from "~/content/shared/form-copy/data";
import { eagerRules } from "../shared/schema-rules";
import { newsletterSchema } from "./newsletter.schema";

const newsletterRules = eagerRules(newsletterSchema);
import styles from "./NewsletterSignup.module.css";

const FORM_ID = "newsletter-form";
const copy = formCopy.newsletter;

/** What the visitor did in the prerendered copy of the box before this one replaced it (NewsletterBox). */
export interface TakeOver {
  email: string;
  focused: boolean;
}

interface NewsletterSignupProps {
  /** The answer of a no-JS post to /newsletter, shown on that page. */
  result?: FormActionResult;
  /** Heading level fitting the page it sits on. */
  headingLevel?: "h2" | "h3";
  /** Load the captcha widget on the first focus or pointer press in the form, not after hydration. */
  captchaOnEngagement?: boolean;
  /** Set when this box replaces a prerendered copy the visitor has started using: their input carries over. */
  takeOver?: TakeOver;
}

/**
 * The newsletter box. With JavaScript it posts through a fetcher and answers in
 * place; without, it is a plain form posting to /newsletter, which shows the result.
 */
export function NewsletterSignup({
  result: pageResult,
  headingLevel = "h2",
  captchaOnEngagement = false,
  takeOver,
}: NewsletterSignupProps) {
  const fetcher = useFetcher<FormActionResult>({ key: FORM_ID });
  const result = useResendOnce(
    fetcher.data ?? pageResult,
    fetcher.formData,
    (data) => void fetcher.submit(data, { method: "post", action: "/newsletter" }),
  );
  const { waitingForCaptcha, setCaptchaSolved } = useCaptchaGate();
  const [engaged, setEngaged] = useState(Boolean(takeOver));
  const echoedKey = pageResult?.reply?.initialValue?.[IDEMPOTENCY_FIELD];
  // Prerendered pages cannot carry a per-visitor key, so the browser makes one, rendered once hydrated so
  // the HTML matches. A value React renders survives Conform's form reset (one set on the DOM did not: the
  // box posted an empty key, so a retry was not recognised as one).
  const hydrated = useHydrated();
  const [browserKey] = useState(newIdempotencyKey);
  const idempotencyKey = typeof echoedKey === "string" ? echoedKey : hydrated ? browserKey : "";

  const [form, fields] = useSchemaForm(newsletterRules, result, {
    id: FORM_ID,
    defaultValue: takeOver ? { email: takeOver.email } : undefined,
  });

  // Taking over from the prerendered copy: the field the visitor was in keeps focus.
  // A layout effect runs in the commit that removed the old field, so no keystroke goes astray.
  const emailId = fields.email.id;
  const focusOnMount = takeOver?.focused ?? false;
  useLayoutEffect(() => {
    if (focusOnMount) document.getElementById(emailId)?.focus();
  }, [focusOnMount, emailId]);

  const noScriptId = `${FORM_ID}-no-script`;
  const Heading = headingLevel;
  const headingId = `${FORM_ID}-heading`;

  if (result?.status === "success") {
    return (
      <section className={styles.box} aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.title}>
          {copy.success.title}
        </Heading>
        <p className={styles.intro} role="status">
          {copy.success.body}
        </p>
      </section>
    );
  }

  const emailProps = getInputProps(fields.email, { type: "email" });
  const { key: emailKey, ...emailInputProps } = emailProps;
  const emailErrors = fields.email.errors;

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {copy.title}
      </Heading>
      <p className={styles.intro}>{copy.intro}</p>
      <fetcher.Form
        method="post"
        action="/newsletter"
        {...getFormProps(form)}
        className={styles.form}
        onFocus={captchaOnEngagement ? () => setEngaged(true) : undefined}
        onPointerDown={captchaOnEngagement ? () => setEngaged(true) : undefined}
      >
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        <HoneypotField formId={FORM_ID} />
        <div className={styles.field}>
          <label htmlFor={fields.email.id} className={styles.label}>
            {copy.emailLabel}
          </label>
          <input
            key={emailKey}
            {...emailInputProps}
            pattern={undefined}
            autoComplete="email"
            className={emailErrors?.length ? `${styles.input} ${styles.inputInvalid}` : styles.input}
          />
        </div>
        {emailErrors?.length ? (
          <p id={fields.email.errorId} className={styles.error}>
            {emailErrors.join(" ")}
          </p>
        ) : null}
        {/* The captcha before Send: a keyboard user solves it, then Tab reaches the button. */}
        <div className={styles.row}>
          <div className={styles.captcha}>
            <AltchaField
              onVerifiedChange={setCaptchaSolved}
              renewAfter={result?.status === "error" ? result : undefined}
              compact
              loadWhenEngaged={captchaOnEngagement ? engaged : undefined}
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
          <SubmitButton
            label={copy.submit}
            pending={fetcher.state !== "idle"}
            disabled={waitingForCaptcha}
            untilScript={!hydrated}
            describedBy={!hydrated ? noScriptId : waitingForCaptcha ? `${FORM_ID}-captcha-hint` : undefined}
          />
        </div>
        {waitingForCaptcha ? (
          <p id={`${FORM_ID}-captcha-hint`} className={styles.hint}>
            {formCopy.common.captchaPending}
          </p>
        ) : null}
        <FormStatus id={`${FORM_ID}-status`} error={formErrorOf(result)} />
      </fetcher.Form>
    </section>
  );
}

export default NewsletterSignup;
