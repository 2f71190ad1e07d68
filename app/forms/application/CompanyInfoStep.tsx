import { useMemo } from "react";
import { formCopy } from "~/content/shared/form-copy/data";
import { INTENT_FIELD } from "../shared/field-names";
import { labelledOptions, SelectField, TextField } from "../shared/FormFields";
import { FormStatus } from "../shared/FormStatus";
import { NoScriptConfirmNote } from "../shared/NoScriptConfirmNote";
import type { FormRules } from "../shared/form-rules";
import { useSchemaForm } from "../shared/use-schema-form";
import { countries, referralSources } from "~/content/shared/form-options/application";
import type { applicationStep1Schema } from "./application.schema";
import { type WizardValues, wizardValuesFrom } from "./wizard-state";
import { type StepFormProps, WizardStepForm } from "./WizardStepForm";
import { FieldGroup, fieldPropsFrom } from "./FieldGroup";
import formStyles from "../shared/Form.module.css";
import styles from "./ApplicationWizard.module.css";

const loadCheck = () => import("./application.check").then((module) => module.validateStep1);
const FORM_ID = "application-step-1";
const copy = formCopy.application;
const fieldCopy = copy.fields;

interface CompanyInfoStepProps extends StepFormProps {
  onContinue: (values: WizardValues) => void;
}

/** Step 1, 'Company Info'. */
export function CompanyInfoStep({
  constraints,
  values,
  result,
  idempotencyKey,
  note,
  onInput,
  onContinue,
}: CompanyInfoStepProps) {
  const rules = useMemo(
    (): FormRules<typeof applicationStep1Schema> => ({ constraint: constraints.step1, load: loadCheck }),
    [constraints.step1],
  );
  const [form, fields, error] = useSchemaForm(rules, result, {
    id: FORM_ID,
    defaultValue: values,
    onSubmit(event, { formData, submission }) {
      // Checked in the browser: the step changes here. Before the check has loaded (and without JS)
      // the post goes on to the action, which checks step 1 and answers with step 2.
      if (submission?.status !== "success") return;
      event.preventDefault();
      onContinue(wizardValuesFrom(formData));
    },
  });
  const propsOf = fieldPropsFrom(fields, fieldCopy);

  return (
    <WizardStepForm form={form} step={1} idempotencyKey={idempotencyKey} values={values} onInput={onInput}>
      <NoScriptConfirmNote />
      <FieldGroup legend={copy.applicantGroup}>
        <TextField {...propsOf("firstName")} />
        <TextField {...propsOf("lastName")} />
        <TextField {...propsOf("email")} type="email" />
        <TextField {...propsOf("phone")} type="tel" optional />
        <TextField {...propsOf("linkedin")} type="url" optional wide />
      </FieldGroup>
      <FieldGroup legend={copy.businessGroup}>
        <TextField {...propsOf("jobTitle")} />
        <TextField {...propsOf("businessName")} autoComplete="organization" />
        <TextField {...propsOf("website")} type="url" autoComplete="url" wide />
        <SelectField
          {...propsOf("country")}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          autoComplete="country"
        />
        <SelectField {...propsOf("referralSource")} options={labelledOptions(referralSources)} />
        <TextField {...propsOf("foundedOn")} optional />
      </FieldGroup>
      <FormStatus id={`${FORM_ID}-status`} error={error} note={note} />
      <div className={`${formStyles.actions} ${formStyles.actionsSplit}`}>
        {/* The primary button comes first in the DOM so Enter continues. */}
        <button type="submit" name={INTENT_FIELD} value="continue" className={`button button-dark ${styles.primary}`}>
          {copy.continue}
        </button>
        {/* The previous page in this tab, even before hydration (app/document/enhance.ts); a first visit has none. */}
        <a href="/" data-history-back="" className={`button button-ghost ${styles.secondary}`}>
          {copy.back}
        </a>
      </div>
    </WizardStepForm>
  );
}
