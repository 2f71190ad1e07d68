import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/*
 * Submit fields to a form schema the way a browser would (FormData through
 * Conform's parseWithZod), for the schema tests beside app/forms/*.
 */

function formDataOf(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

/** Conform's field errors, or {} when the fields are valid. */
export function errorsOf(schema: z.ZodType, fields: Record<string, string>) {
  const submission = parseWithZod(formDataOf(fields), { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

/** The parsed value; throws with the errors when the fields are invalid. */
export function parsedValue<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const submission = parseWithZod(formDataOf(fields), { schema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.reply().error));
  return submission.value;
}
