import { type MouseEvent, useMemo } from "react";
import { useNavigation } from "react-router";
import { formCopy } from "~/content/shared/form-copy/data";
import { useHydrated } from "~/lib/use-hydrated";
import { AltchaField } from "../shared/AltchaField";
import { IDEMPOTENCY_FIELD, INTENT_FIELD } from "../shared/field-names";
import { labelledOptions, SelectField, TextareaField, TextField } from "../shared/FormFields";
import { FormStatus } from "../shared/FormStatus";
import { SubmitButton } from "../shared/SubmitButton";
import { useCaptchaGate } from "../shared/use-captcha-gate";
import type { FormRules } from "../shared/form-rules";
import { useSchemaForm } from "../shared/use-schema-form";
import {
  fundingRoundTypes,
  industryOptions as industries,
  revenueModels,
  usesOfProceeds,
} from "~/content/shared/form-options/application";
import type { applicationSchema } from "./application.schema";
import { FieldGroup, fieldPropsFrom } from "./FieldGroup";
import { currencyCodes, currencyOptionLabel } from "~/content/shared/money/currencies";
import { type WizardValues, withSuggestedCurrency, wizardValuesFrom } from "./wizard-state";
import { type StepFormProps, WizardStepForm } from "./WizardStepForm";
import formStyles from "../shared/Form.module.css";
import styles from "./ApplicationWizard.module.css";

const loadCheck = () => import("./application.check").then((module) => module.validateApplication);
const FORM_ID = "application-step-2";
const copy = formCopy.application;
const fieldCopy = copy.fields;

interface BusinessDetailsStepProps extends StepFormProps {
  onBack: (values: WizardValues) => void;
}

/** Step 2, 'Business Details': validates both steps and sends the application. */
export function BusinessDetailsStep({
  constraints,
  values,
  result,
  idempotencyKey,
  note,
  onInput,
  onBack,
}: BusinessDetailsStepProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { waitingForCaptcha, setCaptchaSolved } = useCaptchaGate();
  const rules = useMemo(
    (): FormRules<typeof applicationSchema> => ({ constraint: constraints.application, load: loadCheck }),
    [constraints.application],
  );
  const [form, fields, error] = useSchemaForm(rules, result, {
    id: FORM_ID,
    defaultValue: withSuggestedCurrency(values),
  });
  const propsOf = fieldPropsFrom(fields, fieldCopy);
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get(IDEMPOTENCY_FIELD) === idempotencyKey;

  const goBack = (event: MouseEvent<HTMLButtonElement>) => {
    const formElement = event.currentTarget.form;
    if (!hydrated || !formElement) return;
    event.preventDefault();
    onBack(wizardValuesFrom(new FormData(formElement)));
  };

  return (
    <WizardStepForm form={form} step={2} idempotencyKey={idempotencyKey} values={values} onInput={onInput}>
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
      <AltchaField
        onVerifiedChange={setCaptchaSolved}
        renewAfter={result?.status === "error" ? result : undefined}
        noScript={null}
      />
      <FormStatus id={`${FORM_ID}-status`} error={error} note={note} />
      <div className={`${formStyles.actions} ${formStyles.actionsSplit}`}>
        <span className={styles.primary}>
          <SubmitButton
            label={copy.submit}
            name={INTENT_FIELD}
            value="submit"
            pending={submitting}
            disabled={waitingForCaptcha}
            describedBy={waitingForCaptcha ? `${FORM_ID}-captcha-hint` : undefined}
          />
        </span>
        <button
          type="submit"
          name={INTENT_FIELD}
          value="back"
          formNoValidate
          onClick={goBack}
          className={`button button-ghost ${styles.secondary}`}
        >
          {copy.back}
        </button>
        {waitingForCaptcha ? (
          <p id={`${FORM_ID}-captcha-hint`} className={`${formStyles.actionHint} ${styles.captchaHint}`}>
            {formCopy.common.captchaPending}
          </p>
        ) : null}
      </div>
    </WizardStepForm>
  );
}
