import { DocumentsToPrepare } from "~/components/documents/DocumentsToPrepare";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/apply";
import { applicationObject, applicationStep1Schema } from "~/forms/application/application.schema";
import { type ApplyActionData, ApplicationWizard } from "~/forms/application/ApplicationWizard";
import { stepOfErrors, wizardIntentOf, wizardValuesFrom } from "~/forms/application/wizard-state";
import { NEVER_ECHOED_FIELDS } from "~/forms/shared/field-names";
import { constraintsOf } from "~/forms/shared/schema-rules";
import { formErrors } from "~/content/shared/form-errors/data";
import { formCopy } from "~/content/shared/form-copy/data";
import { CalculatorPrompt } from "~/components/venture-debt/CalculatorPrompt";
import { pageMeta } from "~/lib/meta";
import { applyPrefillFrom } from "~/lib/venture-debt/apply-prefill";
import { BodyTooLargeError, readFormDataWithLimit } from "~/server/forms/body.server";
import { storedFitInWords } from "~/server/forms/application-fit.server";
import { handlePublicForm } from "~/server/forms/public-form.server";
import { loadAsDocument, staticDocument } from "~/document/static-document";
import startWizard from "~/forms/application/wizard-start.ts?inline-script";

const copy = formCopy.application;

// A document (decision 078): prerendered for /apply, rendered on request for the calculator's figures.
export const handle = staticDocument;
// From a hydrated page (the calculator's "Apply with these figures", the account), /apply loads as a page.
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path: "/apply" });

/** Each step's field constraints (HTML attributes), and figures carried from the calculator. */
export function loader({ request }: Route.LoaderArgs) {
  // "Apply with these figures" (/apply?raise=…&facility=…): a document rendered for that address (decision 065).
  const prefill = applyPrefillFrom(new URL(request.url).searchParams);
  const constraints = { step1: constraintsOf(applicationStep1Schema), application: constraintsOf(applicationObject) };
  return { prefill, constraints };
}

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

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ApplicationWizard constraints={loaderData.constraints} actionData={actionData} initialValues={loaderData.prefill}>
        {/* Sizing help is for the form, not the confirmation. */}
        <CalculatorPrompt {...copy.calculatorPrompt} />
        <div className="container">
          <DocumentsToPrepare layout="centred" />
        </div>
      </ApplicationWizard>
      {/* Hashed in the page's CSP; under 'strict-dynamic' the script it inserts may load. */}
      <script dangerouslySetInnerHTML={{ __html: startWizard }} />
    </>
  );
}
