import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { errorReplyOf, type FormActionResult } from "./form-result";
import { useFormErrorSummary } from "./use-form-error-summary";

type SchemaFormOptions<Schema extends z.ZodObject> = Pick<
  Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0],
  "id" | "defaultValue" | "onSubmit"
>;

/**
 * A public form's Conform state: checked in the browser against its zod schema (on blur,
 * then on every input) and seeded with the server's last refusal. Gives the form, its
 * fields and the message to show above its submit button.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  result: FormActionResult | undefined,
  options: SchemaFormOptions<Schema>,
) {
  const [form, fields] = useForm({
    ...options,
    lastResult: errorReplyOf(result),
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return [form, fields, useFormErrorSummary(form, result)] as const;
}
