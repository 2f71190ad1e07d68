import { z } from "zod";
import { pipelineCopy } from "~/content/shared/pipeline/data";
import { isFreeOfControlCharacters } from "~/forms/shared/fields.schema";

const copy = pipelineCopy.tasks;

const calendarDay = z
  .string({ error: copy.dueRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, copy.dueRequired)
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    copy.dueRequired,
  );

/** The task forms of a deal's page (decision 061); one schema for the browser's and the server's checks. */
export const taskFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    title: z
      .string({ error: copy.whatRequired })
      .trim()
      .min(1, copy.whatRequired)
      .max(300, copy.whatRequired)
      .refine((value) => isFreeOfControlCharacters(value, false), copy.whatRequired),
    dueOn: calendarDay,
    assignee: z.uuid({ error: copy.assigneeRequired }),
  }),
  z.object({ intent: z.literal("complete"), taskId: z.uuid() }),
  z.object({ intent: z.literal("reassign"), taskId: z.uuid(), assignee: z.uuid({ error: copy.assigneeRequired }) }),
]);

export type TaskForm = z.infer<typeof taskFormSchema>;
