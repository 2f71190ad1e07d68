import { z } from "zod";
import { choiceOf, emailField, multilineText, optionalText, requiredText } from "#app/shared/forms/fields.schema.ts";

// The subjects are content (app/content/shared/form-options); re-exported for the contact form.
import { type ContactSubject, contactSubjects } from "#app/content/shared/form-options/contact.ts";
export { contactSubjects, type ContactSubject };

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  company: optionalText(200),
  subject: choiceOf(contactSubjects),
  message: multilineText(CONTACT_MESSAGE_MAX_LENGTH),
});

export type ContactInput = z.output<typeof contactSchema>;
