import type { MouseEvent } from "react";
import { formCopy } from "~/content/shared/form-copy/data";
import { useHydrated } from "~/lib/use-hydrated";
import { INTENT_FIELD } from "../shared/field-names";
import { labelledOptions, SelectField, TextField } from "../shared/FormFields";
import { FormStatus } from "../shared/FormStatus";
import { eagerRules } from "../shared/schema-rules";
import { useSchemaForm } from "../shared/use-schema-form";
import { applicationStep1Schema, countries, referralSources } from "./application.schema";
import { type WizardValues, wizardValuesFrom } from "./wizard-state";
import { type StepFormProps, WizardStepForm } from "./WizardStepForm";
import { FieldGroup, fieldPropsFrom } from "./FieldGroup";
import formStyles from "../shared/Form.module.css";
import styles from "./ApplicationWizard.module.css";

const step1Rules = eagerRules(applicationStep1Schema);
const FORM_ID = "application-step-1";
const copy = formCopy.application;
const fieldCopy = copy.fields;

interface CompanyInfoStepProps extends StepFormProps {
  onContinue: (values: WizardValues) => void;
}

/** Step 1, 'Company Info'. */
export function CompanyInfoStep({ values, result, idempotencyKey, note, onInput, onContinue }: CompanyInfoStepProps) {
  const hydrated = useHydrated();
  const [form, fields, error] = useSchemaForm(step1Rules, result, {
    id: FORM_ID,
    defaultValue: values,
    onSubmit(event, { formData }) {
      // With JS the step changes in the browser; without, the action answers with step 2.
      event.preventDefault();
      onContinue(wizardValuesFrom(formData));
    },
  });
  const propsOf = fieldPropsFrom(fields, fieldCopy);

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // The previous page in this tab; a first visit has none, so the link's "/" applies.
    if (hydrated && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };

  return (
    <WizardStepForm form={form} step={1} idempotencyKey={idempotencyKey} values={values} onInput={onInput}>
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
        <a href="/" onClick={goBack} className={`button button-ghost ${styles.secondary}`}>
          {copy.back}
        </a>
      </div>
    </WizardStepForm>
  );
}
