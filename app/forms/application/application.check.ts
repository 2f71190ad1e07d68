import { validatorOf } from "../shared/schema-rules";
import { applicationSchema, applicationStep1Schema } from "./application.schema";

/** The wizard's checks in the browser, loaded on a step's first focus (they bring zod). */
export const validateStep1 = validatorOf(applicationStep1Schema);
export const validateApplication = validatorOf(applicationSchema);
