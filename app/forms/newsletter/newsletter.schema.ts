import { z } from "zod";
import { emailField } from "../shared/fields.schema";

export const newsletterSchema = z.object({
  email: emailField,
});

export type NewsletterInput = z.output<typeof newsletterSchema>;
