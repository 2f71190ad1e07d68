import { parse, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { errorReplyOf, type FormActionResult } from "./form-result";
import type { FormRules, FormSchema, SchemaSubmission, Validate } from "./form-rules";
import { useFormErrorSummary } from "./use-form-error-summary";

type SchemaFormOptions<Schema extends FormSchema> = Pick<
  Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0],
  "id" | "defaultValue" | "onSubmit"
>;

/** Until the check has arrived, a submit goes to the server, which checks every field anyway. */
const leaveToServer = <Schema extends FormSchema>(formData: FormData) =>
  parse(formData, { resolve: () => ({ error: null }) }) as SchemaSubmission<Schema>;

/**
 * Loads `rules.load` on the form's first focus. Fields the visitor left before it arrived are
 * checked as soon as it does, as if it had been there on blur.
 */
function useLazyCheck<Schema extends FormSchema>(rules: FormRules<Schema>, formId: string) {
  const [validate, setValidate] = useState<Validate<Schema> | undefined>(() => rules.validate);
  const left = useRef(new Set<string>());
  const { load } = rules;
  useEffect(() => {
    const form = document.getElementById(formId);
    if (validate || !load || !(form instanceof HTMLFormElement)) return;
    let cancelled = false;
    const start = () => {
      load()
        .then((check) => !cancelled && setValidate(() => check))
        .catch(() => undefined); // Without it, the server still checks every post.
    };
    const noteLeft = (event: FocusEvent) => {
      const name = (event.target as Partial<HTMLInputElement> | null)?.name;
      if (name) left.current.add(name);
    };
    // Left before React arrived: the document script named them on the form (app/document/enhance.ts).
    for (const name of form.dataset.leftFields?.split(" ") ?? []) if (name) left.current.add(name);
    if (form.contains(document.activeElement)) start();
    else form.addEventListener("focusin", start, { once: true });
    form.addEventListener("focusout", noteLeft);
    return () => {
      cancelled = true;
      form.removeEventListener("focusin", start);
      form.removeEventListener("focusout", noteLeft);
    };
  }, [validate, load, formId]);
  return { validate, left };
}

/**
 * A public form's Conform state: checked in the browser against its zod schema (on blur,
 * then on every input) and seeded with the server's last refusal. Gives the form, its
 * fields and the message to show above its submit button.
 */
export function useSchemaForm<Schema extends FormSchema>(
  rules: FormRules<Schema>,
  result: FormActionResult | undefined,
  options: SchemaFormOptions<Schema> & { id: string },
) {
  const { validate, left } = useLazyCheck(rules, options.id);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    lastResult: errorReplyOf(result),
    constraint: rules.constraint,
    // No check in the browser yet: nothing is checked on blur or input, only on submit by the server.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: ({ formData }) => (validate ? validate(formData) : leaveToServer<Schema>(formData)),
  });
  useEffect(() => {
    if (!validate) return;
    for (const name of left.current) form.validate({ name });
    left.current.clear();
  }, [validate, form, left]);
  return [form, fields, useFormErrorSummary(form, result)] as const;
}
