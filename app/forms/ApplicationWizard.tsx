import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { formCopy } from "~/content/forms";
import { AltchaField } from "./AltchaField";
import {
  applicationSchema,
  applicationStep1Fields,
  applicationStep1Schema,
  applicationStep2Fields,
  countries,
  fundingRoundTypes,
  industries,
  referralSources,
  revenueModels,
  usesOfProceeds,
} from "./application.schema";
import {
  type ApplicationDraft,
  clearDraft,
  readDraft,
  type WizardStep,
  type WizardValues,
  wizardValuesFrom,
  writeDraft,
} from "./application-wizard";
import { CsrfField } from "./CsrfField";
import { type FormActionResult, formErrorOf } from "./form-result";
import { FormStatus, HoneypotField, labelledOptions, SelectField, TextareaField, TextField } from "./FormFields";
import { FormSuccess, SubmitButton } from "./FormSuccess";
import { useHydrated } from "./useHydrated";
import formStyles from "./Form.module.css";
import styles from "./ApplicationWizard.module.css";

const copy = formCopy.application;
const fieldCopy = copy.fields;
const STEP_FORM_IDS = { 1: "application-step-1", 2: "application-step-2" } as const;

/** What apply.tsx's action answers. */
export type ApplyActionData =
  { step: WizardStep; values: WizardValues; result?: FormActionResult } | { step: 3; result: FormActionResult };

interface WizardView {
  step: WizardStep | 3;
  values: WizardValues;
  /** The server's answer for the step on screen; dropped when the visitor moves on. */
  result?: FormActionResult;
  /** Bumped to remount the step's form with new default values (draft restore). */
  formKey: number;
  note?: string;
}

function viewFromAction(actionData: ApplyActionData | undefined, formKey: number): WizardView {
  if (!actionData) return { step: 1, values: {}, formKey };
  if (actionData.step === 3) return { step: 3, values: {}, result: actionData.result, formKey };
  return { step: actionData.step, values: actionData.values, result: actionData.result, formKey };
}

function echoedKey(actionData: ApplyActionData | undefined): string | undefined {
  const key = actionData?.result?.reply?.initialValue?.idempotencyKey;
  return typeof key === "string" ? key : undefined;
}

interface ApplicationWizardProps {
  idempotencyKey: string;
  actionData?: ApplyActionData;
}

/**
 * Picks where the wizard starts: the action's answer, or on a fresh visit the
 * draft this tab saved before a reload (sessionStorage exists only after hydration,
 * so the wizard remounts once when a draft is found).
 */
export function ApplicationWizard({ idempotencyKey, actionData }: ApplicationWizardProps) {
  const hydrated = useHydrated();
  const [arrivedWithAnswer] = useState(actionData !== undefined);
  const draft = useMemo(
    () => (hydrated && !arrivedWithAnswer ? readDraft(sessionStorage) : undefined),
    [hydrated, arrivedWithAnswer],
  );
  return (
    <WizardBody key={draft ? "draft" : "fresh"} loaderKey={idempotencyKey} actionData={actionData} draft={draft} />
  );
}

interface WizardBodyProps {
  loaderKey: string;
  actionData?: ApplyActionData;
  draft?: ApplicationDraft;
}

function initialView(actionData: ApplyActionData | undefined, draft: ApplicationDraft | undefined): WizardView {
  if (draft) return { step: draft.step, values: draft.values, formKey: 0, note: copy.draftRestored };
  return viewFromAction(actionData, 0);
}

function WizardBody({ loaderKey, actionData, draft }: WizardBodyProps) {
  const hydrated = useHydrated();
  const [view, setView] = useState<WizardView>(() => initialView(actionData, draft));
  const [idempotencyKey] = useState(() => draft?.idempotencyKey ?? echoedKey(actionData) ?? loaderKey);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const renderedStep = useRef(view.step);

  // A new answer from the action (JS on: Submit) replaces the view. The step's
  // form stays mounted, so Conform shows the errors and moves focus itself.
  const [answerShown, setAnswerShown] = useState(actionData);
  if (actionData !== answerShown) {
    setAnswerShown(actionData);
    setView(viewFromAction(actionData, view.formKey));
  }

  // Keep the draft in step with the view; forget it once the application is in.
  useEffect(() => {
    if (view.step === 3) {
      if (view.result?.status === "success") clearDraft(sessionStorage);
      return;
    }
    if (hydrated) writeDraft(sessionStorage, { step: view.step, values: view.values, idempotencyKey });
  }, [hydrated, view, idempotencyKey]);

  // Moving between steps in the browser: announce the new step by focusing its heading.
  useEffect(() => {
    if (renderedStep.current === view.step) return;
    renderedStep.current = view.step;
    if (view.step !== 3) headingRef.current?.focus();
  }, [view.step]);

  const saveDraftFrom = (form: HTMLFormElement, step: WizardStep) => {
    writeDraft(sessionStorage, {
      step,
      values: { ...view.values, ...wizardValuesFrom(new FormData(form)) },
      idempotencyKey,
    });
  };

  const goTo = (step: WizardStep, values: WizardValues) =>
    setView((current) => ({ step, values, formKey: current.formKey, result: undefined }));

  const stepCopy = copy.steps[view.step - 1] ?? copy.steps[0];

  return (
    <>
      <section className={`page-hero on-dark ${styles.hero}`}>
        <div className="container">
          <span className="eyebrow">{copy.eyebrow}</span>
          <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {stepCopy.heading}
          </h1>
          {view.step === 1 ? <p>{copy.accountNote}</p> : null}
          <StepIndicator step={view.step} />
        </div>
      </section>
      <section className={`section ${styles.body}`}>
        <div className={`container ${styles.container}`}>
          <div className={formStyles.card}>
            {view.step === 3 ? (
              <FormSuccess title={copy.success.thanks}>
                <p className={formStyles.successBody}>{copy.success.body}</p>
              </FormSuccess>
            ) : view.step === 1 ? (
              <StepOneForm
                key={`step-1-${view.formKey}`}
                values={view.values}
                result={view.result}
                idempotencyKey={idempotencyKey}
                note={view.note}
                onInput={(form) => saveDraftFrom(form, 1)}
                onContinue={(values) => goTo(2, { ...view.values, ...values })}
              />
            ) : (
              <StepTwoForm
                key={`step-2-${view.formKey}`}
                values={view.values}
                result={view.result}
                idempotencyKey={idempotencyKey}
                note={view.note}
                onInput={(form) => saveDraftFrom(form, 2)}
                onBack={(values) => goTo(1, { ...view.values, ...values })}
              />
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function StepIndicator({ step }: { step: WizardStep | 3 }) {
  return (
    <ol className={styles.steps} aria-label={copy.stepIndicatorLabel}>
      {copy.steps.map((item, index) => {
        const number = index + 1;
        const state = number < step ? "done" : number === step ? "current" : "upcoming";
        return (
          <li
            key={item.title}
            className={styles.stepItem}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {number}
            </span>
            <span className={styles.stepTitle}>
              <span className="visually-hidden">{copy.stepOf(number, copy.steps.length)}: </span>
              {item.title}
            </span>
          </li>
        );
      })}
    </ol>
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

function CommonHiddenFields({ formId, idempotencyKey }: { formId: string; idempotencyKey: string }) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <HoneypotField formId={formId} />
    </>
  );
}

interface StepFormProps {
  values: WizardValues;
  result?: FormActionResult;
  idempotencyKey: string;
  note?: string;
  onInput: (form: HTMLFormElement) => void;
}

function replyOf(result: FormActionResult | undefined): SubmissionResult<string[]> | undefined {
  return result?.status === "error" ? result.reply : undefined;
}

function StepOneForm({
  values,
  result,
  idempotencyKey,
  note,
  onInput,
  onContinue,
}: StepFormProps & { onContinue: (values: WizardValues) => void }) {
  const hydrated = useHydrated();
  const formId = STEP_FORM_IDS[1];
  const [form, fields] = useForm({
    id: formId,
    defaultValue: values,
    lastResult: replyOf(result),
    constraint: getZodConstraint(applicationStep1Schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationStep1Schema }),
    onSubmit(event, { formData }) {
      // With JS the step changes in the browser; without, the action answers with step 2.
      event.preventDefault();
      onContinue(wizardValuesFrom(formData));
    },
  });
  const hasFieldErrors = Object.values(form.allErrors).some((errors) => errors.length > 0);
  const error =
    formErrorOf(result) ?? (form.status === "error" && hasFieldErrors ? formCopy.common.errorSummaryTitle : undefined);

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // The previous page in this tab, as the spec asks; a first visit has none, so the link's "/" applies.
    if (hydrated && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={formStyles.form}
      onInput={(event) => onInput(event.currentTarget)}
    >
      <CommonHiddenFields formId={formId} idempotencyKey={idempotencyKey} />
      <CarriedValues names={applicationStep2Fields} values={values} />
      <div>
        <h2 className={styles.stepHeading}>{copy.steps[0].title}</h2>
        <p className={styles.stepIntro}>{copy.step1Intro}</p>
        <p className={formStyles.requiredNote}>{formCopy.common.requiredHint}</p>
      </div>
      <div className={formStyles.grid}>
        <TextField
          field={fields.jobTitle}
          label={fieldCopy.jobTitle.label}
          autoComplete={fieldCopy.jobTitle.autoComplete}
        />
        <TextField field={fields.businessName} label={fieldCopy.businessName.label} autoComplete="organization" />
        <TextField
          field={fields.website}
          label={fieldCopy.website.label}
          hint={fieldCopy.website.hint}
          type="url"
          autoComplete="url"
          wide
        />
        <SelectField
          field={fields.country}
          label={fieldCopy.country.label}
          placeholder={fieldCopy.country.placeholder}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          autoComplete="country"
        />
        <SelectField
          field={fields.referralSource}
          label={fieldCopy.referralSource.label}
          placeholder={fieldCopy.referralSource.placeholder}
          options={labelledOptions(referralSources)}
        />
      </div>
      <FormStatus id={`${formId}-status`} error={error} note={note} />
      <div className={`${formStyles.actions} ${formStyles.actionsSplit}`}>
        {/* The primary button comes first in the DOM so Enter continues. */}
        <button type="submit" name="intent" value="continue" className={`button button-dark ${styles.primary}`}>
          {copy.continue}
        </button>
        <a href="/" onClick={goBack} className={`button button-ghost ${styles.secondary}`}>
          {copy.back}
        </a>
      </div>
    </Form>
  );
}

function StepTwoForm({
  values,
  result,
  idempotencyKey,
  note,
  onInput,
  onBack,
}: StepFormProps & { onBack: (values: WizardValues) => void }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formId = STEP_FORM_IDS[2];
  const [captchaSolved, setCaptchaSolved] = useState(false);
  const [form, fields] = useForm({
    id: formId,
    defaultValue: values,
    lastResult: replyOf(result),
    constraint: getZodConstraint(applicationSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationSchema }),
  });

  const submitting = navigation.state === "submitting" && navigation.formData?.get("idempotencyKey") === idempotencyKey;
  const hasFieldErrors = Object.values(form.allErrors).some((errors) => errors.length > 0);
  const error =
    formErrorOf(result) ?? (form.status === "error" && hasFieldErrors ? formCopy.common.errorSummaryTitle : undefined);
  const waitingForCaptcha = hydrated && !captchaSolved;

  const goBack = (event: MouseEvent<HTMLButtonElement>) => {
    const formElement = event.currentTarget.form;
    if (!hydrated || !formElement) return;
    event.preventDefault();
    onBack(wizardValuesFrom(new FormData(formElement)));
  };

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={formStyles.form}
      onInput={(event) => onInput(event.currentTarget)}
    >
      <CommonHiddenFields formId={formId} idempotencyKey={idempotencyKey} />
      <CarriedValues names={applicationStep1Fields} values={values} />
      <div>
        <h2 className={styles.stepHeading}>{copy.steps[1].title}</h2>
        <p className={styles.stepIntro}>{copy.step2Intro}</p>
        <p className={formStyles.requiredNote}>{formCopy.common.requiredHint}</p>
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{copy.moneyGroup}</legend>
        <div className={formStyles.grid}>
          <TextField
            field={fields.annualRevenue}
            label={fieldCopy.annualRevenue.label}
            hint={fieldCopy.annualRevenue.hint}
            inputMode="decimal"
          />
          <TextField
            field={fields.cashBalance}
            label={fieldCopy.cashBalance.label}
            hint={fieldCopy.cashBalance.hint}
            inputMode="decimal"
          />
          <TextField
            field={fields.estimatedRunway}
            label={fieldCopy.estimatedRunway.label}
            hint={fieldCopy.estimatedRunway.hint}
            inputMode="numeric"
          />
          <TextField
            field={fields.debtOutstanding}
            label={fieldCopy.debtOutstanding.label}
            hint={fieldCopy.debtOutstanding.hint}
            inputMode="decimal"
          />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{copy.fundingGroup}</legend>
        <div className={formStyles.grid}>
          <TextField
            field={fields.recentEquityRaise}
            label={fieldCopy.recentEquityRaise.label}
            hint={fieldCopy.recentEquityRaise.hint}
            inputMode="decimal"
          />
          <TextField
            field={fields.fundingDate}
            label={fieldCopy.fundingDate.label}
            hint={fieldCopy.fundingDate.hint}
            placeholder={fieldCopy.fundingDate.placeholder}
          />
          <SelectField
            field={fields.fundingRoundType}
            label={fieldCopy.fundingRoundType.label}
            placeholder={fieldCopy.fundingRoundType.placeholder}
            options={labelledOptions(fundingRoundTypes)}
          />
          <SelectField
            field={fields.useOfProceeds}
            label={fieldCopy.useOfProceeds.label}
            placeholder={fieldCopy.useOfProceeds.placeholder}
            options={labelledOptions(usesOfProceeds)}
          />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{copy.companyGroup}</legend>
        <div className={formStyles.grid}>
          <SelectField
            field={fields.revenueModel}
            label={fieldCopy.revenueModel.label}
            placeholder={fieldCopy.revenueModel.placeholder}
            options={labelledOptions(revenueModels)}
          />
          <SelectField
            field={fields.industry}
            label={fieldCopy.industry.label}
            placeholder={fieldCopy.industry.placeholder}
            options={labelledOptions(industries)}
          />
          <TextareaField
            field={fields.businessDescription}
            label={fieldCopy.businessDescription.label}
            hint={fieldCopy.businessDescription.hint}
          />
          <TextareaField
            field={fields.majorInvestors}
            label={fieldCopy.majorInvestors.label}
            hint={fieldCopy.majorInvestors.hint}
            rows={3}
          />
        </div>
      </fieldset>
      <AltchaField onVerifiedChange={setCaptchaSolved} renewAfter={result?.status === "error" ? result : undefined} />
      <FormStatus id={`${formId}-status`} error={error} note={note} />
      <div className={`${formStyles.actions} ${formStyles.actionsSplit}`}>
        <span className={styles.primary}>
          <SubmitButton
            label={copy.submit}
            name="intent"
            value="submit"
            pending={submitting}
            disabled={waitingForCaptcha}
            describedBy={waitingForCaptcha ? `${formId}-captcha-hint` : undefined}
          />
        </span>
        <button
          type="submit"
          name="intent"
          value="back"
          formNoValidate
          onClick={goBack}
          className={`button button-ghost ${styles.secondary}`}
        >
          {copy.back}
        </button>
        {waitingForCaptcha ? (
          <p id={`${formId}-captcha-hint`} className={`${formStyles.actionHint} ${styles.captchaHint}`}>
            {formCopy.common.captchaPending}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
