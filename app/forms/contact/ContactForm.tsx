import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { AltchaField } from "../shared/AltchaField";
import { IDEMPOTENCY_FIELD } from "../shared/field-names";
import type { FormActionResult } from "../shared/form-result";
import { labelledOptions, SelectField, TextareaField, TextField } from "../shared/FormFields";
import { FormStatus } from "../shared/FormStatus";
import { FormSuccess } from "../shared/FormSuccess";
import { HeldForConfirmation } from "../shared/HeldForConfirmation";
import { HoneypotField } from "../shared/HoneypotField";
import { NoScriptConfirmNote } from "../shared/NoScriptConfirmNote";
import { useResendOnce } from "../shared/use-resend-once";
import { SubmitButton } from "../shared/SubmitButton";
import { useCaptchaGate } from "../shared/use-captcha-gate";
import type { FieldConstraints, FormRules } from "../shared/form-rules";
import { useSchemaForm } from "../shared/use-schema-form";
import { formCopy } from "~/content/shared/form-copy/data";
import { contactSubjects } from "~/content/shared/form-options/contact";
import type { contactSchema } from "./contact.schema";
import styles from "../shared/Form.module.css";

const FORM_ID = "contact-form";
const copy = formCopy.contact;

const loadCheck = () => import("./contact.check").then((module) => module.validateContact);

interface ContactFormProps {
  /** Identifies this form instance; kept across retries so the server stores one row. */
  idempotencyKey: string;
  /** The schema's constraints, from the loader: the schema itself loads on the form's first focus. */
  constraint: FieldConstraints;
  result?: FormActionResult;
}

export function ContactForm({ idempotencyKey, constraint, result: answer }: ContactFormProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const { waitingForCaptcha, setCaptchaSolved } = useCaptchaGate();
  const sending = navigation.formData?.get(IDEMPOTENCY_FIELD) === idempotencyKey ? navigation.formData : undefined;
  const result = useResendOnce(answer, sending, (data) => void submit(data, { method: "post" }));

  const rules = useMemo((): FormRules<typeof contactSchema> => ({ constraint, load: loadCheck }), [constraint]);
  const [form, fields, formError] = useSchemaForm(rules, result, { id: FORM_ID });

  if (result?.status === "pending") return <HeldForConfirmation email={result.email} form="contact" />;
  if (result?.status === "success") {
    return (
      <FormSuccess title={copy.success.title}>
        <p className={styles.successBody}>{copy.success.body}</p>
      </FormSuccess>
    );
  }

  const submitting = navigation.state === "submitting" && sending !== undefined;

  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
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
      <AltchaField
        onVerifiedChange={setCaptchaSolved}
        renewAfter={result?.status === "error" ? result : undefined}
        noScript={null}
      />
      <FormStatus id={`${FORM_ID}-status`} error={formError} />
      <div className={styles.actions}>
        <SubmitButton
          label={copy.submit}
          pending={submitting}
          disabled={waitingForCaptcha}
          describedBy={waitingForCaptcha ? `${FORM_ID}-captcha-hint` : undefined}
        />
        {waitingForCaptcha ? (
          <p id={`${FORM_ID}-captcha-hint`} className={styles.actionHint}>
            {formCopy.common.captchaPending}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
