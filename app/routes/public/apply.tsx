import { DocumentsToPrepare } from "~/components/documents/DocumentsToPrepare";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/apply";
import { applicationObject, applicationStep1Schema } from "~/forms/application/application.schema";
import { type ApplyActionData, ApplicationWizard } from "~/forms/application/ApplicationWizard";
import { stepOfErrors, wizardIntentOf, wizardValuesFrom } from "~/forms/application/wizard-state";
import { NEVER_ECHOED_FIELDS } from "~/forms/shared/field-names";
import { answerOrUnsent } from "~/forms/shared/answer-or-unsent";
import { constraintsOf } from "~/forms/shared/schema-rules";
import { formErrors } from "~/content/shared/form-errors/data";
import { formCopy } from "~/content/shared/form-copy/data";
import { CalculatorPrompt } from "~/components/venture-debt/CalculatorPrompt";
import { pageMeta } from "~/lib/meta";
import { applyPrefillFrom } from "~/lib/venture-debt/apply-prefill";
import { BodyTooLargeError, readFormDataWithLimit } from "~/server/forms/body.server";
import { storedFitInWords } from "~/server/forms/application-fit.server";
import { handlePublicForm } from "~/server/forms/public-form.server";
import { hydrateOnIntent } from "~/document/static-document";

const copy = formCopy.application;

// The form works as served; React Router loads on the visitor's first intent (decision 071).
export const handle = hydrateOnIntent;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path: "/apply" });

/**
 * A fresh idempotency key per visit (the wizard keeps it across steps, retries and reloads), and each
 * step's field constraints: the schemas themselves load in the browser on the form's first focus.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Figures carried from the venture-debt calculator's "Apply with these figures".
  const prefill = applyPrefillFrom(new URL(request.url).searchParams);
  const constraints = { step1: constraintsOf(applicationStep1Schema), application: constraintsOf(applicationObject) };
  return { idempotencyKey: crypto.randomUUID(), prefill, constraints };
}

export const shouldRevalidate = () => false;

/**
 * Continue and Back (the no-JS path; with JS they happen in the browser) only
 * validate or carry values. Submit runs the full public-form pipeline.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readFormDataWithLimit(request);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError;
    const message = tooLarge ? formErrors.tooLarge : formErrors.unreadable;
    const answer: ApplyActionData = { step: 1, values: {}, result: { status: "error", formError: message } };
    return data(answer, { status: tooLarge ? 413 : 400 });
  }

  const values = wizardValuesFrom(formData);
  const intent = wizardIntentOf(formData);

  if (intent === "back") {
    return data<ApplyActionData>({ step: 1, values });
  }

  if (intent === "continue") {
    const submission = parseWithZod(formData, { schema: applicationStep1Schema });
    if (submission.status !== "success") {
      const reply = submission.reply({ hideFields: [...NEVER_ECHOED_FIELDS] });
      return data<ApplyActionData>({ step: 1, values, result: { status: "error", reply } }, { status: 400 });
    }
    return data<ApplyActionData>({ step: 2, values });
  }

  const result = await handlePublicForm({ request, context, form: "application", formData });
  if (result.status === "success") {
    return data<ApplyActionData>({ step: 3, result, fit: await storedFitInWords(result.leadId) });
  }
  // Without JavaScript: held until the founder confirms it from our e-mail (decision 076).
  if (result.status === "pending") return data<ApplyActionData>({ step: 3, result }, { status: 202 });
  return data<ApplyActionData>(
    { step: stepOfErrors(result.reply.error), values, result },
    { status: result.httpStatus },
  );
}

/** With JavaScript: a post that got no answer comes back as "unsent" on the step it left, and is sent again. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const formData = await request.clone().formData();
  const step = wizardIntentOf(formData) === "submit" ? 2 : 1;
  return answerOrUnsent(serverAction, (unsent): ApplyActionData => ({ step, values: wizardValuesFrom(formData), result: unsent }));
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ApplicationWizard
        idempotencyKey={loaderData.idempotencyKey}
        constraints={loaderData.constraints}
        actionData={actionData}
        initialValues={loaderData.prefill}
      />
      {/* Sizing help is for the form, not the confirmation. */}
      {actionData?.step === 3 ? null : <CalculatorPrompt {...copy.calculatorPrompt} />}
      {actionData?.step === 3 ? null : (
        <div className="container">
          <DocumentsToPrepare layout="centred" />
        </div>
      )}
    </>
  );
}
