import { z } from "zod";
import { validationMessages } from "#app/content/shared/form-copy/data.ts";
import { IDEMPOTENCY_FIELD } from "#app/shared/forms/field-names.ts";
import { isFreeOfControlCharacters } from "#app/shared/forms/fields.schema.ts";

/** Longest message of a deal's conversation, in characters (the textarea's maxLength too). */
export const DEAL_MESSAGE_MAX = 5000;

/**
 * A message of a deal's conversation, from staff or the founder (decision 059): the text, and the
 * key of the form that posted it, so a double submit stores and mails one message.
 */
export function dealMessageSchema(messages: { required: string; tooLong: string; formExpired: string }) {
  return z.object({
    body: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(DEAL_MESSAGE_MAX, messages.tooLong)
      .refine((value) => isFreeOfControlCharacters(value, true), validationMessages.controlCharacters),
    [IDEMPOTENCY_FIELD]: z
      .string({ error: messages.formExpired })
      .min(8, messages.formExpired)
      .max(100, messages.formExpired),
  });
}
