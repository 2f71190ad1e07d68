import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { formCopy } from "~/content/shared/form-copy/data";
import { IndicativeFitSummary } from "~/components/venture-debt/IndicativeFitSummary";
import { applicationReference } from "~/lib/application-reference";
import { useHydrated } from "~/lib/use-hydrated";
import type { FitInWords } from "~/lib/venture-debt/indicative-fit";
import { IDEMPOTENCY_FIELD } from "../shared/field-names";
import type { FormActionResult } from "../shared/form-result";
import { FormSuccess } from "../shared/FormSuccess";
import { HeldForConfirmation } from "../shared/HeldForConfirmation";
import { typedBeforeHydration } from "../shared/typed-before-hydration";
import { useResendOnce } from "../shared/use-resend-once";
import { BusinessDetailsStep } from "./BusinessDetailsStep";
import { CompanyInfoStep } from "./CompanyInfoStep";
import { StepIndicator } from "./StepIndicator";
import type { ApplicationConstraints } from "./WizardStepForm";
import {
  type ApplicationDraft,
  clearDraft,
  readDraft,
  type WizardStep,
  type WizardValues,
  wizardValuesFrom,
  writeDraft,
} from "./wizard-state";
import formStyles from "../shared/Form.module.css";
import styles from "./ApplicationWizard.module.css";

const copy = formCopy.application;

/** What apply.tsx's action answers; after a submit, with the indicative fit stored with the application. */
export type ApplyActionData =
  | { step: WizardStep; values: WizardValues; result?: FormActionResult }
  | { step: 3; result: FormActionResult; fit?: FitInWords };

interface WizardView {
  step: WizardStep | 3;
  values: WizardValues;
  /** The server's answer for the step on screen; dropped when the visitor moves on. */
  result?: FormActionResult;
  /** Bumped to remount the step's form with new default values (draft restore). */
  formKey: number;
  note?: string;
  fit?: FitInWords;
}

function viewFromAction(actionData: ApplyActionData | undefined, formKey: number): WizardView {
  if (!actionData) return { step: 1, values: {}, formKey };
  if (actionData.step === 3) return { step: 3, values: {}, result: actionData.result, fit: actionData.fit, formKey };
  return { step: actionData.step, values: actionData.values, result: actionData.result, formKey };
}

function echoedKey(actionData: ApplyActionData | undefined): string | undefined {
  const key = actionData?.result?.reply?.initialValue?.[IDEMPOTENCY_FIELD];
  return typeof key === "string" ? key : undefined;
}

interface ApplicationWizardProps {
  idempotencyKey: string;
  constraints: ApplicationConstraints;
  actionData?: ApplyActionData;
  /** Values a fresh visit starts from, e.g. figures carried from the calculator. */
  initialValues?: WizardValues;
}

/**
 * Picks where the wizard starts: the action's answer, or on a fresh visit the
 * draft this tab saved before a reload (sessionStorage exists only after hydration,
 * so the wizard remounts once when a draft is found).
 */
export function ApplicationWizard({ idempotencyKey, constraints, actionData, initialValues }: ApplicationWizardProps) {
  const hydrated = useHydrated();
  const [arrivedWithAnswer] = useState(actionData !== undefined);
  const draft = useMemo(() => {
    if (!hydrated || arrivedWithAnswer) return undefined;
    const saved = readDraft(sessionStorage);
    // What was typed before hydration is newer than the draft; the remount must not drop it.
    return saved && { ...saved, values: { ...saved.values, ...typedBeforeHydration(stepForm()) } };
  }, [hydrated, arrivedWithAnswer]);
  return (
    <WizardBody
      key={draft ? "draft" : "fresh"}
      loaderKey={idempotencyKey}
      constraints={constraints}
      actionData={actionData}
      draft={draft}
      initialValues={initialValues}
    />
  );
}

/** The step's form on the page, if one is shown. */
const stepForm = () => document.querySelector<HTMLFormElement>('main form[id^="application-step-"]');

interface WizardBodyProps {
  loaderKey: string;
  constraints: ApplicationConstraints;
  actionData?: ApplyActionData;
  draft?: ApplicationDraft;
  initialValues?: WizardValues;
}

function initialView(
  actionData: ApplyActionData | undefined,
  draft: ApplicationDraft | undefined,
  initialValues: WizardValues = {},
): WizardView {
  if (draft) return { step: draft.step, values: draft.values, formKey: 0, note: copy.draftRestored };
  return actionData ? viewFromAction(actionData, 0) : { step: 1, values: initialValues, formKey: 0 };
}

function WizardBody({ loaderKey, constraints, actionData, draft, initialValues }: WizardBodyProps) {
  const hydrated = useHydrated();
  const [view, setView] = useState<WizardView>(() => initialView(actionData, draft, initialValues));
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
      if (view.result?.status === "success" || view.result?.status === "pending") clearDraft(sessionStorage);
      return;
    }
    // The live form's answers too: some may have been typed before hydration (decision 071).
    const live = stepForm();
    const values = live ? { ...view.values, ...wizardValuesFrom(new FormData(live)) } : view.values;
    if (hydrated) writeDraft(sessionStorage, { step: view.step, values, idempotencyKey });
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

  // A submit that got no answer is sent once more, with the same key (shared/use-resend-once.ts).
  const navigation = useNavigation();
  const submit = useSubmit();
  const sending = navigation.formData?.get(IDEMPOTENCY_FIELD) === idempotencyKey ? navigation.formData : undefined;
  const result = useResendOnce(view.result, sending, (data) => void submit(data, { method: "post" }));

  const stepCopy = copy.steps[view.step - 1] ?? copy.steps[0];
  const held = view.step === 3 && result?.status === "pending" ? result : undefined;
  // What both steps of the form are given; each adds its own way forward or back.
  const stepProps = { constraints, values: view.values, result, idempotencyKey, note: view.note };

  return (
    <>
      <section className={`page-hero on-dark ${styles.hero}`}>
        <div className="container">
          <span className="eyebrow">{copy.eyebrow}</span>
          <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {held ? formCopy.common.held.title : stepCopy.heading}
          </h1>
          {view.step === 1 ? <p>{copy.accountNote}</p> : null}
          <StepIndicator step={view.step} />
        </div>
      </section>
      <section className={`section ${styles.body}`}>
        <div className={`container ${styles.container}`}>
          <div className={formStyles.card}>
            {held ? (
              <HeldForConfirmation email={held.email} form="application" />
            ) : view.step === 3 ? (
              <FormSuccess title={copy.success.thanks}>
                <p className={formStyles.successBody}>{copy.success.body}</p>
                {view.result?.status === "success" ? (
                  <p className={formStyles.successBody}>
                    {copy.success.reference} <strong>{applicationReference(view.result.leadId)}</strong>
                  </p>
                ) : null}
                <p className={formStyles.successBody}>
                  {copy.success.account} <Link to="/account/sign-in">{copy.success.accountLink}</Link>.
                </p>
                {view.fit ? <IndicativeFitSummary fit={view.fit} /> : null}
              </FormSuccess>
            ) : view.step === 1 ? (
              <CompanyInfoStep
                key={`step-1-${view.formKey}`}
                {...stepProps}
                onInput={(form) => saveDraftFrom(form, 1)}
                onContinue={(values) => goTo(2, { ...view.values, ...values })}
              />
            ) : (
              <BusinessDetailsStep
                key={`step-2-${view.formKey}`}
                {...stepProps}
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
