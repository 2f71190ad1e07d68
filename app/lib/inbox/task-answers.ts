/** The answers the task forms come back with (?task=…), each worded by the pipeline copy. */
export const TASK_ANSWERS = {
  added: { ok: true, key: "added" },
  completed: { ok: true, key: "completed" },
  reassigned: { ok: true, key: "reassigned" },
  "invalid-what": { ok: false, key: "whatRequired" },
  "invalid-due": { ok: false, key: "dueRequired" },
  "invalid-assignee": { ok: false, key: "assigneeRequired" },
  "not-found": { ok: false, key: "notFound" },
  "not-allowed": { ok: false, key: "notAllowed" },
  forbidden: { ok: false, key: "forbidden" },
} as const;

export type TaskAnswer = keyof typeof TASK_ANSWERS;

export const taskAnswerOf = (value: string | null): TaskAnswer | null =>
  value !== null && Object.hasOwn(TASK_ANSWERS, value) ? (value as TaskAnswer) : null;
