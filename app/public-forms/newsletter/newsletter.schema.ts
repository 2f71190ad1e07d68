import { z } from "zod";
import { emailField } from "#app/shared/forms/fields.schema.ts";

export const newsletterSchema = z.object({
  email: emailField,
});

export type NewsletterInput = z.output<typeof newsletterSchema>;
