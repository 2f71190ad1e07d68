import type { ReactNode } from "react";
import { Link } from "react-router";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { IndicativeFitSummary } from "#app/public-forms/calculator/IndicativeFitSummary.tsx";
import { applicationReference } from "#app/shared/application-reference.ts";
import type { FitInWords } from "#app/shared/venture-debt/indicative-fit.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import type { FormActionResult } from "#app/shared/forms/form-result.ts";
import { FormSuccess } from "#app/shared/forms/FormSuccess.tsx";
import { HeldForConfirmation } from "#app/shared/forms/HeldForConfirmation.tsx";
import { BusinessDetailsStep } from "./BusinessDetailsStep.tsx";
import { CompanyInfoStep } from "./CompanyInfoStep.tsx";
import { StepIndicator } from "./StepIndicator.tsx";
import type { ApplicationConstraints, StepFormProps } from "./WizardStepForm.tsx";
import { DRAFT_STORAGE_KEY, type WizardStep, type WizardValues } from "./wizard-state.ts";
import wizardScript from "./wizard-script.ts?document-script";
import formStyles from "#app/shared/forms/Form.module.css";
import styles from "./ApplicationWizard.module.css";

const copy = formCopy.application;

/** The region a submission's answer replaces (app/public-forms/document-scripts/form-send.ts finds it by id). */
const REGION_ID = "application";

/** What apply.tsx's action answers; after a submit, with the indicative fit stored with the application. */
export type ApplyActionData =
  | { step: WizardStep; values: WizardValues; result?: FormActionResult }
  | { step: 3; result: FormActionResult; fit?: FitInWords };

function echoedKey(actionData: ApplyActionData | undefined): string {
  const key = actionData?.result?.reply?.initialValue?.[IDEMPOTENCY_FIELD];
  return typeof key === "string" ? key : "";
}

interface ApplicationWizardProps {
  constraints: ApplicationConstraints;
  actionData?: ApplyActionData;
  /** Values a fresh visit starts from, e.g. figures carried from the calculator. */
  initialValues?: WizardValues;
  /** What follows the form on both steps, not on the confirmation. */
  children: ReactNode;
}

/**
 * The wizard as the server renders it (the page is a document, decision 078): the step on screen, and the other
 * step in a <template> that the wizard's script (wizard-script.ts) swaps in, so Continue and Back need no round
 * trip with JavaScript; without it they post and the action answers with the other step. `data-form-region` is
 * what a submission's answer replaces; `data-wizard-answer` says the page is the action's answer, not a fresh
 * visit whose draft the script may restore.
 */
export function ApplicationWizard({ constraints, actionData, initialValues = {}, children }: ApplicationWizardProps) {
  if (actionData?.step === 3) {
    return (
      <div
        id={REGION_ID}
        data-form-region=""
        data-wizard-done=""
        data-wizard-script={wizardScript}
        data-draft-key={DRAFT_STORAGE_KEY}
      >
        <Confirmation result={actionData.result} fit={actionData.fit} />
      </div>
    );
  }
  const step = actionData?.step ?? 1;
  const props: StepFormProps = {
    constraints,
    values: actionData?.values ?? initialValues,
    idempotencyKey: echoedKey(actionData),
  };
  const other = step === 1 ? 2 : 1;
  return (
    <div
      id={REGION_ID}
      data-form-region=""
      data-wizard-answer={actionData ? "" : undefined}
      // What wizard-start.ts loads, on the first focus or press here, or at once for a draft in this tab.
      data-wizard-script={wizardScript}
      data-draft-key={DRAFT_STORAGE_KEY}
      // The look of the note the script shows over a restored draft, as FormStatus draws one.
      data-note-class={formStyles.statusNote}
    >
      <div data-wizard-step={step}>
        <StepView step={step} {...props} result={actionData?.result} />
      </div>
      <template data-wizard-step={other}>
        <StepView step={other} {...props} />
      </template>
      {children}
    </div>
  );
}

/** One step's hero (heading, stepper) and form. */
function StepView({ step, ...props }: StepFormProps & { step: WizardStep }) {
  return (
    <>
      <WizardHero step={step} heading={copy.steps[step - 1]?.heading ?? ""} />
      <WizardCard>{step === 1 ? <CompanyInfoStep {...props} /> : <BusinessDetailsStep {...props} />}</WizardCard>
    </>
  );
}

function WizardHero({ step, heading }: { step: WizardStep | 3; heading: string }) {
  return (
    <section className={`page-hero on-dark ${styles.hero}`}>
      <div className="container">
        <span className="eyebrow">{copy.eyebrow}</span>
        {/* Focused when the step changes in the browser, so the new step is announced. */}
        <h1 tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        {step === 1 ? <p>{copy.accountNote}</p> : null}
        <StepIndicator step={step} />
      </div>
    </section>
  );
}

function WizardCard({ children }: { children: ReactNode }) {
  return (
    <section className={`section ${styles.body}`}>
      <div className={`container ${styles.container}`}>
        <div className={formStyles.card}>{children}</div>
      </div>
    </section>
  );
}

/** Step 3: the application is in (with its reference and indicative fit), or held until confirmed by e-mail. */
function Confirmation({ result, fit }: { result: FormActionResult; fit?: FitInWords }) {
  const held = result.status === "pending" ? result : undefined;
  return (
    <>
      <WizardHero step={3} heading={held ? formCopy.common.held.title : (copy.steps[2]?.heading ?? "")} />
      <WizardCard>
        {held ? (
          <HeldForConfirmation email={held.email} form="application" title={formCopy.common.held.applicationTitle} />
        ) : (
          <FormSuccess title={copy.success.thanks}>
            <p className={formStyles.successBody}>{copy.success.body}</p>
            {result.status === "success" ? (
              <p className={formStyles.successBody}>
                {copy.success.reference} <strong>{applicationReference(result.leadId)}</strong>
              </p>
            ) : null}
            <p className={formStyles.successBody}>
              {copy.success.account} <Link to="/account/sign-in">{copy.success.accountLink}</Link>.
            </p>
            <p className={formStyles.successBody}>{copy.success.dataStep}</p>
            {fit ? <IndicativeFitSummary fit={fit} /> : null}
          </FormSuccess>
        )}
      </WizardCard>
    </>
  );
}
