import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { AltchaField } from "#app/shared/forms/AltchaField.tsx";
import { INTENT_FIELD } from "#app/shared/forms/field-names.ts";
import { labelledOptions, SelectField, TextareaField, TextField } from "#app/shared/forms/FormFields.tsx";
import { FormStatus } from "#app/shared/forms/FormStatus.tsx";
import { SubmitButton } from "#app/shared/forms/SubmitButton.tsx";
import {
  fundingRoundTypes,
  industryOptions as industries,
  revenueModels,
  usesOfProceeds,
} from "#app/content/shared/form-options/application.ts";
import { FieldGroup, fieldPropsFrom } from "./FieldGroup.tsx";
import { currencyCodes, currencyOptionLabel } from "#app/shared/money/currencies.ts";
import { withSuggestedCurrency } from "./wizard-state.ts";
import { type StepFormProps, useStepForm, WizardStepForm } from "./WizardStepForm.tsx";
import formStyles from "#app/shared/forms/Form.module.css";
import styles from "./ApplicationWizard.module.css";

/** The page is a document: the captcha's state is the wizard script's business, not React's. */
const FORM_ID = "application-step-2";
const copy = formCopy.application;
const fieldCopy = copy.fields;

/** Step 2, 'Business Details': sends the application, both steps' answers. */
export function BusinessDetailsStep({ constraints, values, result, idempotencyKey }: StepFormProps) {
  const [form, fields, error] = useStepForm(FORM_ID, constraints.application, withSuggestedCurrency(values), result);
  const propsOf = fieldPropsFrom(fields, fieldCopy);

  return (
    <WizardStepForm form={form} step={2} idempotencyKey={idempotencyKey} values={values}>
      <FieldGroup legend={copy.moneyGroup}>
        <SelectField
          {...propsOf("currency")}
          options={currencyCodes.map((code) => ({ value: code, label: currencyOptionLabel(code) }))}
          wide
        />
        <TextField {...propsOf("annualRevenue")} inputMode="decimal" />
        <TextField {...propsOf("cashBalance")} inputMode="decimal" />
        <TextField {...propsOf("estimatedRunway")} inputMode="numeric" />
        <TextField {...propsOf("debtOutstanding")} inputMode="decimal" />
      </FieldGroup>
      <FieldGroup legend={copy.fundingGroup}>
        <TextField {...propsOf("recentEquityRaise")} inputMode="decimal" />
        <TextField {...propsOf("fundingDate")} type="month" />
        <SelectField {...propsOf("fundingRoundType")} options={labelledOptions(fundingRoundTypes)} />
        <SelectField {...propsOf("useOfProceeds")} options={labelledOptions(usesOfProceeds)} />
        <TextField {...propsOf("facilityRequested")} inputMode="decimal" optional />
      </FieldGroup>
      <FieldGroup legend={copy.companyGroup}>
        <SelectField {...propsOf("revenueModel")} options={labelledOptions(revenueModels)} />
        <SelectField {...propsOf("industry")} options={labelledOptions(industries)} />
        <TextareaField {...propsOf("businessDescription")} />
        <TextareaField {...propsOf("majorInvestors")} rows={3} />
      </FieldGroup>
      <AltchaField noScript={null} />
      <FormStatus id={`${FORM_ID}-status`} error={error} />
      <div className={`${formStyles.actions} ${formStyles.actionsSplit}`}>
        <span className={styles.primary}>
          <SubmitButton label={copy.submit} name={INTENT_FIELD} value="submit" pending={false} disabled={false} />
        </span>
        <button
          type="submit"
          name={INTENT_FIELD}
          value="back"
          formNoValidate
          className={`button button-ghost ${styles.secondary}`}
        >
          {copy.back}
        </button>
        <p
          id={`${FORM_ID}-captcha-hint`}
          className={`${formStyles.actionHint} ${styles.captchaHint}`}
          data-captcha-hint=""
          hidden
        >
          {formCopy.common.captchaPending}
        </p>
      </div>
    </WizardStepForm>
  );
}
