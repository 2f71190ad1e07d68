import { z } from "zod";
import { choiceOf, emailField, optionalText, requiredText } from "./fields.schema";

/** The five subjects of spec §3; the label is the submitted value. */
export const contactSubjects = [
  "Founder Inquiry",
  "Investor Inquiry",
  "Partnership Opportunity",
  "Media Inquiry",
  "General Question",
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  company: optionalText(200),
  subject: choiceOf(contactSubjects),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});

export type ContactInput = z.output<typeof contactSchema>;
