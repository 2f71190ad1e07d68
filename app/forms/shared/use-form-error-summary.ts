import type { FormMetadata } from "@conform-to/react";
import { formCopy } from "~/content/shared/form-copy/data";
import { type FormActionResult, formErrorOf } from "./form-result";

type ValidatedForm = Pick<FormMetadata, "status" | "allErrors">;

/**
 * The message above a form's submit button: the server's form-level error, or,
 * once a submit found invalid fields in the browser, a summary pointing to them.
 */
export function useFormErrorSummary(form: ValidatedForm, result: FormActionResult | undefined): string | undefined {
  const hasFieldErrors = Object.values(form.allErrors).some((errors) => errors.length > 0);
  return (
    formErrorOf(result) ?? (form.status === "error" && hasFieldErrors ? formCopy.common.errorSummaryTitle : undefined)
  );
}
