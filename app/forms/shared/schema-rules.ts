import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FieldConstraints, FormSchema, Validate } from "./form-rules";

/** The HTML constraints Conform derives from a schema (plain data: a loader can hand them to the page). */
export function constraintsOf(schema: z.ZodObject): FieldConstraints {
  return getZodConstraint(schema);
}

/** A schema's check through Conform, for a form that loads it on demand. */
export function validatorOf<Schema extends FormSchema>(schema: Schema): Validate<Schema> {
  return (formData) => parseWithZod(formData, { schema });
}
