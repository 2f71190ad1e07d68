import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/apply";
import { formErrors } from "~/content/form-errors";
import { formCopy } from "~/content/forms";
import { applicationSchema, applicationStep1Schema } from "~/forms/application.schema";
import { type ApplyActionData, ApplicationWizard } from "~/forms/ApplicationWizard";
import { stepOfErrors, wizardIntentOf, wizardValuesFrom } from "~/forms/application-wizard";
import { HONEYPOT_FIELD } from "~/forms/FormFields";
import { pageMeta } from "~/lib/meta";
import { BodyTooLargeError, readFormDataWithLimit } from "~/server/forms/body.server";
import { handlePublicForm } from "~/server/forms/public-form.server";

const copy = formCopy.application;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path: "/apply" });

/** A fresh idempotency key per visit; the wizard keeps it across steps, retries and reloads. */
export function loader() {
  return { idempotencyKey: crypto.randomUUID() };
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
      const reply = submission.reply({ hideFields: ["altcha", HONEYPOT_FIELD] });
      return data<ApplyActionData>({ step: 1, values, result: { status: "error", reply } }, { status: 400 });
    }
    return data<ApplyActionData>({ step: 2, values });
  }

  const result = await handlePublicForm({ request, context, form: "application", schema: applicationSchema, formData });
  if (result.status === "success") return data<ApplyActionData>({ step: 3, result });
  return data<ApplyActionData>(
    { step: stepOfErrors(result.reply.error), values, result },
    { status: result.httpStatus },
  );
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationWizard idempotencyKey={loaderData.idempotencyKey} actionData={actionData} />;
}
