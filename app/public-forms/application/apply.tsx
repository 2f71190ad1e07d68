import { DocumentsToPrepare } from "#app/deal/documents/DocumentsToPrepare.tsx";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/apply";
import { applicationObject, applicationStep1Schema } from "./application.schema.ts";
import { type ApplyActionData, ApplicationWizard } from "./ApplicationWizard.tsx";
import { stepOfErrors, wizardIntentOf, wizardValuesFrom } from "./wizard-state.ts";
import { NEVER_ECHOED_FIELDS } from "#app/shared/forms/field-names.ts";
import { constraintsOf } from "#app/shared/forms/schema-rules.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { CalculatorPrompt } from "#app/public-forms/calculator/CalculatorPrompt.tsx";
import { pageMeta } from "#app/site/meta.ts";
import { applyPrefillFrom } from "#app/public-forms/calculator/apply-prefill.ts";
import { BodyTooLargeError, readFormDataWithLimit } from "#app/public-forms/server/body.server.ts";
import { storedFitInWords } from "#app/public-forms/server/application-fit.server.ts";
import { handlePublicForm } from "#app/public-forms/server/public-form.server.ts";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";
import startWizard from "./wizard-start.ts?inline-script";

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
      <ApplicationWizard
        constraints={loaderData.constraints}
        actionData={actionData}
        initialValues={loaderData.prefill}
      >
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
