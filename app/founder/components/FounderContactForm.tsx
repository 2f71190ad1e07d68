import { type ActionAnswer, wentThrough } from "#app/shared/action-answer.ts";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { OutcomeMessage } from "#app/shared/ui/OutcomeMessage.tsx";
import { accountCopy } from "#app/content/pages/account/copy.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import type {
  FounderContactField,
  FounderContactRefusal,
  FounderContactValues,
} from "#app/founder/forms/founder-contact.schema.ts";
import { CsrfField } from "#app/shared/forms/CsrfField.tsx";
import styles from "./Account.module.css";

const copy = accountCopy.account.contact;
// The application's labels and hints: the account asks for the same things in the same words.
const labels = formCopy.application.fields;

interface Answer extends ActionAnswer {
  errors?: FounderContactRefusal["errors"];
  values?: FounderContactValues;
}

const FIELDS: ReadonlyArray<{
  name: FounderContactField;
  type: "text" | "tel" | "url";
  autoComplete: string;
  optional?: true;
  hint?: string;
}> = [
  { name: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", type: "text", autoComplete: "family-name" },
  { name: "phone", type: "tel", autoComplete: "tel", optional: true, hint: labels.phone.hint },
  { name: "linkedin", type: "url", autoComplete: "url", optional: true, hint: labels.linkedin.hint },
];

/**
 * The founder's own name, phone and LinkedIn, as the firm holds them. The form leaves checking to the
 * server (no browser bubble blocks a save silently); a refusal comes back with each field's reason
 * beside it, what was typed, and focus on the first field to fix, with or without JavaScript.
 */
export function FounderContactForm({
  application,
  answer,
}: {
  application: {
    applicant_first_name: string;
    applicant_last_name: string;
    applicant_phone: string | null;
    applicant_linkedin: string | null;
  };
  answer?: Answer;
}) {
  const stored: Record<FounderContactField, string> = {
    firstName: application.applicant_first_name,
    lastName: application.applicant_last_name,
    phone: application.applicant_phone ?? "",
    linkedin: application.applicant_linkedin ?? "",
  };
  const errors = answer?.errors ?? {};
  const firstInvalid = FIELDS.find((field) => errors[field.name])?.name;
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal in place (fetch, no reload), autofocus does not run again: move focus here.
  useEffect(() => {
    if (firstInvalid) formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [answer, firstInvalid]);
  // After a save, show what is stored (the canonical LinkedIn address), in place: remounting the
  // inputs would drop the focus of a founder who saved with Enter.
  const storedKey = JSON.stringify(stored);
  useEffect(() => {
    if (!wentThrough(answer)) return;
    const saved = JSON.parse(storedKey) as Record<FounderContactField, string>;
    for (const field of FIELDS) {
      const input = formRef.current?.querySelector<HTMLInputElement>(`[name="${field.name}"]`);
      if (input && input.value !== saved[field.name]) input.value = saved[field.name];
    }
  }, [answer, storedKey]);
  return (
    <section className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <Form method="post" className={styles.contactGrid} noValidate ref={formRef}>
        <CsrfField />
        <input type="hidden" name="intent" value="contact" />
        <OutcomeMessage
          outcome={answer}
          okClassName={styles.notice}
          failedClassName={styles.error}
          className={styles.full}
        />
        {FIELDS.map((field) => {
          const id = `founder-${field.name}`;
          const error = errors[field.name];
          const described = [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={id}>
                {labels[field.name].label}
                {field.optional ? <span className={styles.optional}> ({formCopy.common.optional})</span> : null}
              </label>
              {field.hint ? (
                <p id={`${id}-hint`} className={styles.hint}>
                  {field.hint}
                </p>
              ) : null}
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={!field.optional}
                defaultValue={answer?.values?.[field.name] ?? stored[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                // Only on a refused save, and only the field to fix: without JavaScript the reloaded page starts there.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the refusal is announced where the founder acts
                autoFocus={field.name === firstInvalid}
              />
              {error ? (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className={styles.full}>
          <button type="submit" className="button button-primary">
            {copy.save}
          </button>
        </div>
      </Form>
    </section>
  );
}
