import { z } from "zod";
import { APPLICATION_STATUSES } from "#app/staff/view/workflow.ts";

const names = z.strictObject({ staff: z.string().min(1), founder: z.string().min(1) });

/** Each application stage's two names: every stage named, none left empty. */
export const stageNamesSchema = z.strictObject(
  Object.fromEntries(APPLICATION_STATUSES.map((stage) => [stage, names])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    typeof names
  >,
);

export type StageNames = z.infer<typeof stageNamesSchema>;
