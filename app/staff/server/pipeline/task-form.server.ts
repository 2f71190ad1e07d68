import type { ActionAnswer } from "#app/shared/action-answer.ts";
import { z } from "zod";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { isFreeOfControlCharacters } from "#app/shared/forms/fields.schema.ts";

const copy = pipelineCopy.tasks;

const calendarDay = z
  .string({ error: copy.dueRequired })
  .min(1, copy.dueRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, copy.dueInvalid)
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    copy.dueInvalid,
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

/** The fields of the add form, as typed: what a refusal gives back so nothing has to be typed again. */
export const TASK_FIELDS = ["title", "dueOn", "assignee"] as const;
export type TaskField = (typeof TASK_FIELDS)[number];
export type TaskValues = Partial<Record<TaskField, string>>;
export type TaskErrors = Partial<Record<TaskField, string>>;

/** Each field's first reason, from a failed parse. */
export function taskErrorsOf(issues: z.core.$ZodIssue[]): TaskErrors {
  const errors: TaskErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (TASK_FIELDS as readonly string[]).includes(field)) {
      errors[field as TaskField] ??= issue.message;
    }
  }
  return errors;
}

/** The typed values (bounded), to be put back in the form. */
export function taskValuesOf(formData: FormData): TaskValues {
  const values: TaskValues = {};
  for (const field of TASK_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 300);
  }
  return values;
}

/** A task form's refusal: the reason, each field's reason, and what was typed. */
export interface TaskRefusal extends ActionAnswer {
  intent: string;
  errors: TaskErrors;
  values: TaskValues;
}
