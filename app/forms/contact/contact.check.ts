import { validatorOf } from "../shared/schema-rules";
import { contactSchema } from "./contact.schema";

/** The contact form's check in the browser, loaded on the form's first focus (it brings zod). */
export const validateContact = validatorOf(contactSchema);
