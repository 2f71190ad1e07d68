import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formCopy } from "~/content/shared/form-copy/data";
import { IDEMPOTENCY_FIELD } from "../shared/field-names";
import type { FormActionResult } from "../shared/form-result";
import type { FieldConstraints } from "../shared/form-rules";
import { HoneypotField } from "../shared/HoneypotField";
import { applicationStep1Fields, applicationStep2Fields } from "./application.fields";
import { DRAFT_STORAGE_KEY, type WizardValues } from "./wizard-state";
import formStyles from "../shared/Form.module.css";
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
  result?: FormActionResult;
  idempotencyKey: string;
  note?: string;
  onInput: (form: HTMLFormElement) => void;
}

/** Each step's heading and the other step's fields, whose answers its post carries. */
const STEPS = {
  1: {
    title: formCopy.application.steps[0].title,
    intro: formCopy.application.step1Intro,
    carried: applicationStep2Fields,
  },
  2: {
    title: formCopy.application.steps[1].title,
    intro: formCopy.application.step2Intro,
    carried: applicationStep1Fields,
  },
} as const;

interface WizardStepFormProps<Schema extends Record<string, unknown>> {
  form: FormMetadata<Schema>;
  step: keyof typeof STEPS;
  idempotencyKey: string;
  values: WizardValues;
  onInput: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/** One step's <form>: the hidden fields every post needs, the step's heading, then its fields and buttons. */
export function WizardStepForm<Schema extends Record<string, unknown>>({
  form,
  step,
  idempotencyKey,
  values,
  onInput,
  children,
}: WizardStepFormProps<Schema>) {
  const { title, intro, carried } = STEPS[step];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={formStyles.form}
      onInput={(event) => onInput(event.currentTarget)}
      // A draft saved in this tab (a reload mid-wizard) makes the page hydrate at once to restore it (decision 071).
      data-hydrate-if-stored={DRAFT_STORAGE_KEY}
    >
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <HoneypotField formId={form.id} />
      <CarriedValues names={carried} values={values} />
      <div>
        <h2 className={styles.stepHeading}>{title}</h2>
        <p className={styles.stepIntro}>{intro}</p>
        <p className={formStyles.requiredNote}>{formCopy.common.requiredHint}</p>
      </div>
      {children}
    </Form>
  );
}

/** Hidden inputs carrying the other step's answers, so a post (with or without JS) holds every value. */
function CarriedValues({ names, values }: { names: readonly string[]; values: WizardValues }) {
  return (
    <>
      {names.map((name) => {
        const value = values[name as keyof WizardValues];
        return value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />;
      })}
    </>
  );
}
