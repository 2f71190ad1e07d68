import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FieldConstraints } from "./form-rules.ts";

/** The HTML constraints Conform derives from a schema (plain data: a loader can hand them to the page). */
export function constraintsOf(schema: z.ZodObject): FieldConstraints {
  return getZodConstraint(schema);
}
