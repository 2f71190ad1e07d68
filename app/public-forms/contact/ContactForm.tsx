import { getFormProps, useForm } from "@conform-to/react";
import { AltchaField } from "#app/shared/forms/AltchaField.tsx";
import { EnhancedForm } from "#app/shared/forms/EnhancedForm.tsx";
import { fieldChecksOf } from "#app/shared/forms/field-checks.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { errorReplyOf, type FormActionResult, formErrorOf } from "#app/shared/forms/form-result.ts";
import { labelledOptions, SelectField, TextareaField, TextField } from "#app/shared/forms/FormFields.tsx";
import { FormStatus } from "#app/shared/forms/FormStatus.tsx";
import { FormSuccess } from "#app/shared/forms/FormSuccess.tsx";
import { HeldForConfirmation } from "#app/shared/forms/HeldForConfirmation.tsx";
import { HoneypotField } from "#app/shared/forms/HoneypotField.tsx";
import { NoScriptConfirmNote } from "#app/shared/forms/NoScriptConfirmNote.tsx";
import { constraintsOf } from "#app/shared/forms/schema-rules.ts";
import { SubmitButton } from "#app/shared/forms/SubmitButton.tsx";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { contactSubjects } from "#app/content/shared/form-options/contact.ts";
import { type ContactInput, contactSchema } from "./contact.schema.ts";
import styles from "#app/shared/forms/Form.module.css";

const FORM_ID = "contact-form";
/** The form's region, which the answer to its post replaces, and where that answer lands without JavaScript. */
export const CONTACT_REGION_ID = `${FORM_ID}-region`;
const copy = formCopy.contact;
const constraint = constraintsOf(contactSchema);
const checks = fieldChecksOf(contactSchema);
interface ContactFormProps {
  /** The answer to this visitor's post; none on the prerendered page. */
  result?: FormActionResult;
}

/**
 * The contact form, rendered on the server only (decision 078): a plain form posting to /contact, which the
 * module app/public-forms/document-scripts/form-enhance.ts checks and sends in place once the visitor engages with it.
 */
export function ContactForm({ result }: ContactFormProps) {
  return (
    <div id={CONTACT_REGION_ID} data-form-region="">
      <ContactFormOrAnswer result={result} />
    </div>
  );
}

function ContactFormOrAnswer({ result }: ContactFormProps) {
  const [form, fields] = useForm<ContactInput>({ id: FORM_ID, lastResult: errorReplyOf(result), constraint });
  if (result?.status === "pending") return <HeldForConfirmation email={result.email} form="contact" />;
  if (result?.status === "success") {
    return (
      <FormSuccess title={copy.success.title}>
        <p className={styles.successBody}>{copy.success.body}</p>
      </FormSuccess>
    );
  }
  // The server keeps the key of a refused post, so its retry is stored once; the prerendered page has none, and
  // the document's script makes one (app/site/document/enhance.ts), or, without JavaScript, the server does.
  const key = result?.reply?.initialValue?.[IDEMPOTENCY_FIELD];
  return (
    <EnhancedForm
      formProps={getFormProps(form)}
      action={`/contact#${CONTACT_REGION_ID}`}
      checks={checks}
      className={styles.form}
    >
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={typeof key === "string" ? key : ""} />
      <HoneypotField formId={FORM_ID} />
      <NoScriptConfirmNote />
      <p className={styles.requiredNote}>{formCopy.common.requiredHint}</p>
      <div className={styles.grid}>
        <TextField field={fields.firstName} label={copy.fields.firstName.label} autoComplete="given-name" />
        <TextField field={fields.lastName} label={copy.fields.lastName.label} autoComplete="family-name" />
        <TextField
          field={fields.email}
          label={copy.fields.email.label}
          hint={copy.fields.email.hint}
          type="email"
          autoComplete="email"
        />
        <TextField field={fields.company} label={copy.fields.company.label} optional autoComplete="organization" />
        <SelectField
          field={fields.subject}
          label={copy.fields.subject.label}
          placeholder={copy.fields.subject.placeholder}
          options={labelledOptions(contactSubjects)}
          wide
        />
        <TextareaField
          field={fields.message}
          label={copy.fields.message.label}
          hint={copy.fields.message.hint}
          rows={6}
        />
      </div>
      <AltchaField noScript={null} />
      <FormStatus id={`${FORM_ID}-status`} error={formErrorOf(result)} />
      <div className={styles.actions}>
        <SubmitButton label={copy.submit} pending={false} disabled={false} />
        <p id={`${FORM_ID}-captcha-hint`} className={styles.actionHint} data-captcha-hint="" hidden>
          {formCopy.common.captchaPending}
        </p>
      </div>
    </EnhancedForm>
  );
}
