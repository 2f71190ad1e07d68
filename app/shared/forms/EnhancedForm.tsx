import type { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FieldCheck } from "#app/public-forms/document-scripts/field-check.ts";
import { formCopy } from "#app/content/shared/form-copy/data.ts";
import { formErrors } from "#app/content/shared/form-errors/data.ts";
import styles from "./Form.module.css";

interface EnhancedFormProps {
  formProps: ReturnType<typeof getFormProps>;
  /** Where the plain post goes; a fragment brings the answer into view after a post without JavaScript. */
  action: string;
  /** Each field's check, from the form's schema (./field-checks.ts). */
  checks: Record<string, FieldCheck>;
  /** Each required field's message when left empty, where `checks` does not say it (the wizard checks its own). */
  missing?: Record<string, string>;
  className?: string;
  /** The class of a field's message, where a form has its own look. */
  errorClass?: string;
  children: ReactNode;
}

/**
 * A public form served in a document (decision 078): a plain form that works without JavaScript, carrying what
 * the document's form module (app/public-forms/document-scripts/form-enhance.ts) needs to check and send it in place.
 */
export function EnhancedForm({
  formProps,
  action,
  checks,
  missing = missingOf(checks),
  className,
  errorClass,
  children,
}: EnhancedFormProps) {
  const { id, noValidate } = formProps;
  return (
    <form
      id={id}
      method="post"
      action={action}
      noValidate={noValidate}
      className={className}
      data-enhance=""
      data-checks={JSON.stringify(checks)}
      // Said by the document's inline check the moment such a field is left empty, before the module has arrived.
      data-missing={JSON.stringify(missing)}
      data-error-class={errorClass ?? styles.error}
      data-summary={formCopy.common.errorSummaryTitle}
      data-unsent={formErrors.unsent}
    >
      {children}
    </form>
  );
}

/** The message of each required field left empty, as its check says it. */
function missingOf(checks: Record<string, FieldCheck>): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const [name, check] of Object.entries(checks)) {
    if (check.required && check.messages.missing) missing[name] = check.messages.missing;
  }
  return missing;
}
