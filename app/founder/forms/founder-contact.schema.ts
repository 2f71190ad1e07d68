import { z } from "zod";
import { linkedinField, phoneField, requiredText } from "#app/shared/forms/fields.schema.ts";

/*
 * The founder's own contact details on /account: the same rules as the application's fields (a
 * LinkedIn address is read by the one shared reader), so what the application took the account takes.
 */

export const FOUNDER_CONTACT_FIELDS = ["firstName", "lastName", "phone", "linkedin"] as const;
export type FounderContactField = (typeof FOUNDER_CONTACT_FIELDS)[number];
export type FounderContactValues = Partial<Record<FounderContactField, string>>;

export const founderContactSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phoneField,
  linkedin: linkedinField,
});

/** A refused save: the reason, each field's reason and what was typed, so the form shows it again filled in. */
export interface FounderContactRefusal {
  ok: false;
  message: string;
  intent: "contact";
  errors: Partial<Record<FounderContactField, string>>;
  values: FounderContactValues;
}

/** What was typed, capped, to give back with a refusal. */
export function founderContactValues(formData: FormData): FounderContactValues {
  const values: FounderContactValues = {};
  for (const field of FOUNDER_CONTACT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 300);
  }
  return values;
}

/** Each field's first reason, by field. */
export function founderContactErrors(error: z.ZodError): FounderContactRefusal["errors"] {
  const errors: FounderContactRefusal["errors"] = {};
  for (const issue of error.issues) {
    const field = FOUNDER_CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
