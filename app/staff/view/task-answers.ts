/** The answers a task form's redirect comes back with (?task=…), each worded by the pipeline copy. Refusals come as 4xx data. */
export const TASK_ANSWERS = {
  added: { status: "ok", key: "added" },
  completed: { status: "ok", key: "completed" },
  reassigned: { status: "ok", key: "reassigned" },
} as const;

export type TaskAnswer = keyof typeof TASK_ANSWERS;

export const taskAnswerOf = (value: string | null): TaskAnswer | null =>
  value !== null && Object.hasOwn(TASK_ANSWERS, value) ? (value as TaskAnswer) : null;
