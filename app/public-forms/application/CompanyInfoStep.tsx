import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { INTENT_FIELD } from "#app/shared/forms/field-names.ts";
import { labelledOptions, SelectField, TextField } from "#app/shared/forms/FormFields.tsx";
import { FormStatus } from "#app/shared/forms/FormStatus.tsx";
import { NoScriptConfirmNote } from "#app/shared/forms/NoScriptConfirmNote.tsx";
import { countries, referralSources } from "#app/content/shared/form-options/application.ts";
import { type StepFormProps, useStepForm, WizardStepForm } from "./WizardStepForm.tsx";
import { FieldGroup, fieldPropsFrom } from "./FieldGroup.tsx";
import formStyles from "#app/shared/forms/Form.module.css";
import styles from "./ApplicationWizard.module.css";

const FORM_ID = "application-step-1";
const copy = formCopy.application;
const fieldCopy = copy.fields;

/** Step 1, 'Company Info'. */
export function CompanyInfoStep({ constraints, values, result, idempotencyKey }: StepFormProps) {
  const [form, fields, error] = useStepForm(FORM_ID, constraints.step1, values, result);
  const propsOf = fieldPropsFrom(fields, fieldCopy);

  return (
    <WizardStepForm form={form} step={1} idempotencyKey={idempotencyKey} values={values}>
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
      <FormStatus id={`${FORM_ID}-status`} error={error} />
      <div className={`${formStyles.actions} ${formStyles.actionsSplit}`}>
        {/* The primary button comes first in the DOM so Enter continues. */}
        <button type="submit" name={INTENT_FIELD} value="continue" className={`button button-dark ${styles.primary}`}>
          {copy.continue}
        </button>
        {/* The previous page in this tab (app/site/document/enhance.ts); a first visit has none. */}
        <a href="/" data-history-back="" className={`button button-ghost ${styles.secondary}`}>
          {copy.back}
        </a>
      </div>
    </WizardStepForm>
  );
}
