/**
 * What the browser checks of one field before a post, worked out on the server from the form's zod schema
 * (app/shared/forms/field-checks.ts) and handed to the page on the form (data-checks): the same facts, never a
 * second list of rules. A property test (field-checks.test.ts) holds this check to the schema's answers.
 */
export interface FieldCheck {
  required: boolean;
  /** Whether the schema trims the value before it looks at it. */
  trim: boolean;
  maxLength?: number;
  /** Sources of regular expressions the value must match, each anchored. */
  patterns?: string[];
  /** The schema's own wording for each way the value can fail. */
  messages: { missing?: string; tooLong?: string; mismatch?: string };
}

/** The schema's message for this value, or undefined when the browser finds nothing wrong with it. */
export function messageFor(check: FieldCheck, raw: string): string | undefined {
  const value = check.trim ? raw.trim() : raw;
  if (value === "") return check.required ? check.messages.missing : undefined;
  if (check.maxLength !== undefined && value.length > check.maxLength) return check.messages.tooLong;
  if (check.patterns?.some((source) => !new RegExp(source).test(value))) return check.messages.mismatch;
  return undefined;
}
