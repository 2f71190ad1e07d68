import { type FormMetadata, getFormProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { errorReplyOf, formErrorOf, type FormActionResult } from "#app/shared/forms/form-result.ts";
import type { FieldConstraints } from "#app/shared/forms/form-rules.ts";
import { EnhancedForm } from "#app/shared/forms/EnhancedForm.tsx";
import { HoneypotField } from "#app/shared/forms/HoneypotField.tsx";
import { applicationStep1Fields, applicationStep2Fields } from "./application.fields.ts";
import { messageOf } from "./field-checks.ts";
import type { WizardFieldName, WizardValues } from "./wizard-state.ts";
import formStyles from "#app/shared/forms/Form.module.css";
import styles from "./ApplicationWizard.module.css";

/** Each step's field constraints, worked out from its schema on the server (apply.tsx's loader). */
export interface ApplicationConstraints {
  step1: FieldConstraints;
  application: FieldConstraints;
}

/** What the wizard hands each step's form. */
export interface StepFormProps {
  constraints: ApplicationConstraints;
  values: WizardValues;
  /** The server's answer to this step's post, if it is the step on screen. */
  result?: FormActionResult;
  /** Empty in the prerendered page: the wizard's script fills it; without one the server makes one. */
  idempotencyKey: string;
}

/** Each step's name and page heading, its own fields, and the other step's fields, whose answers its post carries. */
const STEPS = {
  1: {
    title: formCopy.application.steps[0].title,
    heading: formCopy.application.steps[0].heading,
    intro: formCopy.application.step1Intro,
    own: applicationStep1Fields,
    carried: applicationStep2Fields,
  },
  2: {
    title: formCopy.application.steps[1].title,
    heading: formCopy.application.steps[1].heading,
    intro: formCopy.application.step2Intro,
    own: applicationStep2Fields,
    carried: applicationStep1Fields,
  },
} as const;

/** The message of each of the step's fields that may not be left empty: the wizard's own check of "". */
function missingOf(names: readonly WizardFieldName[]): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const name of names) {
    const message = messageOf(name, {});
    if (message) missing[name] = message;
  }
  return missing;
}

/**
 * A step's Conform state, rendered on the server only (the page is a document): field ids, constraint
 * attributes, the server's errors and values, and the message above the buttons.
 */
export function useStepForm(id: string, constraint: FieldConstraints, values: WizardValues, result?: FormActionResult) {
  const [form, fields] = useForm<Record<WizardFieldName, string>>({
    id,
    defaultValue: values,
    lastResult: errorReplyOf(result),
    constraint,
  });
  const hasFieldErrors = Object.values(form.allErrors).some((errors) => errors.length > 0);
  const error = formErrorOf(result) ?? (hasFieldErrors ? formCopy.common.errorSummaryTitle : undefined);
  return [form, fields, error] as const;
}

interface WizardStepFormProps {
  form: FormMetadata<Record<WizardFieldName, string>>;
  step: keyof typeof STEPS;
  idempotencyKey: string;
  values: WizardValues;
  children: ReactNode;
}

/**
 * The wizard's own checks run first (wizard-script.ts, with field-checks.ts): the form module's are none, and it
 * only sends step 2 once those passed and its captcha is solved.
 */
const CHECKED_BY_THE_WIZARD = {};

/** One step's <form>: the hidden fields every post needs, the step's heading, then its fields and buttons. */
export function WizardStepForm({ form, step, idempotencyKey, values, children }: WizardStepFormProps) {
  const { title, heading, intro, own, carried } = STEPS[step];
  return (
    <EnhancedForm
      formProps={getFormProps(form)}
      action="/apply"
      checks={CHECKED_BY_THE_WIZARD}
      missing={missingOf(own)}
      className={formStyles.form}
    >
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <HoneypotField formId={form.id} />
      <CarriedValues names={carried} values={values} />
      <div>
        {/* The step's name, unless the page's heading (ApplicationWizard.tsx) already says it: step 2's does. */}
        {title !== heading ? <h2 className={styles.stepHeading}>{title}</h2> : null}
        <p className={styles.stepIntro}>{intro}</p>
        <p className={formStyles.requiredNote}>{formCopy.common.requiredHint}</p>
      </div>
      {children}
    </EnhancedForm>
  );
}

/** Hidden inputs carrying the other step's answers, so a post (with or without JS) holds every value. */
function CarriedValues({ names, values }: { names: readonly string[]; values: WizardValues }) {
  return (
    <>
      {names.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name as keyof WizardValues] ?? ""} data-carried="" />
      ))}
    </>
  );
}
